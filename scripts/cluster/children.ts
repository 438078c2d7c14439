import { type ChildProcess, spawn } from 'node:child_process';

/** A process of the cluster. `process` is the current one: a restarted child gets a new one. */
export type Child = { name: string; process: ChildProcess; output: () => string };

export type ChildOptions = {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this user (PostgreSQL refuses root). */
  uid?: number;
  gid?: number;
  /** Copy the child's output to ours, prefixed with its name. */
  echo?: boolean;
  /** The signal that shuts this kind of process down cleanly. */
  stopSignal?: NodeJS.Signals;
  /**
   * Start it again whenever it exits, as a service manager would (systemd's Restart=always):
   * a rolling restart is then one `kill -TERM` per process. Called with each new process.
   */
  restart?: (child: Child) => void;
};

const OUTPUT_KEPT_CHARS = 20_000;
/** A process that dies this soon after starting, three times running, is broken, not restarting. */
const QUICK_EXIT_MS = 10_000;
const QUICK_EXITS_BEFORE_GIVING_UP = 3;

type Entry = { child: Child; options: ChildOptions; stopped: boolean };

/**
 * Every process the cluster started, so that stopping it stops exactly those, by pid, newest
 * first; nothing is found by name.
 */
export const createChildren = () => {
  const started: Entry[] = [];
  let stopping = false;
  let onUnexpectedExit: (child: Child) => void = () => {};
  let onRestart: (child: Child, exit: string) => void = () => {};

  const spawnFor = (entry: Entry, keep: (chunk: Buffer) => void) => {
    const { options } = entry;
    const proc = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      uid: options.uid,
      gid: options.gid,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    return proc;
  };

  const start = (options: ChildOptions): Child => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
      if (options.echo) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          process.stdout.write(`[${options.name}] ${line}\n`);
        }
      }
    };
    const entry: Entry = {
      child: { name: options.name, process: undefined as unknown as ChildProcess, output: () => output },
      options,
      stopped: false,
    };
    let quickExits = 0;
    const watch = () => {
      const proc = spawnFor(entry, keep);
      const startedAt = Date.now();
      entry.child.process = proc;
      proc.once('exit', (code, signal) => {
        if (stopping || entry.stopped) return;
        quickExits = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
        if (!options.restart || quickExits >= QUICK_EXITS_BEFORE_GIVING_UP) return onUnexpectedExit(entry.child);
        watch();
        onRestart(entry.child, signal ?? `code ${code}`);
        options.restart(entry.child);
      });
    };
    watch();
    started.push(entry);
    return entry.child;
  };

  const stopOne = (entry: Entry, graceMs: number) =>
    new Promise<void>((resolve) => {
      entry.stopped = true;
      const proc = entry.child.process;
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      const force = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      proc.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      proc.kill(entry.options.stopSignal ?? 'SIGTERM');
    });

  return {
    start,
    /** Called when a process exits before stopAll asked it to (and is not restarted). */
    onUnexpectedExit: (callback: (child: Child) => void) => {
      onUnexpectedExit = callback;
    },
    /** Called when a process with `restart` exited and a new one was started in its place. */
    onRestart: (callback: (child: Child, exit: string) => void) => {
      onRestart = callback;
    },
    /** Stops one process on purpose (not restarted, not reported); start it again with `start`. */
    stop: async (child: Child, graceMs = 10_000) => {
      const index = started.findIndex((e) => e.child === child);
      if (index === -1) return;
      const [entry] = started.splice(index, 1);
      await stopOne(entry!, graceMs);
    },
    /** Stops every started process, newest first, each by its own pid. */
    stopAll: async (graceMs = 10_000) => {
      stopping = true;
      for (const entry of started.reverse()) await stopOne(entry, graceMs);
      started.length = 0;
    },
  };
};

export type Children = ReturnType<typeof createChildren>;

/** Fails as soon as the child exits, with what it printed. */
export const exitedEarly = (child: Child) =>
  child.process.exitCode !== null
    ? new Error(`${child.name} exited with code ${child.process.exitCode}:\n${child.output()}`)
    : undefined;
