import { type ChildProcess, spawn } from 'node:child_process';

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
};

const OUTPUT_KEPT_CHARS = 20_000;

/**
 * Every process the cluster started, so that stopping it stops exactly those, by pid, newest
 * first; nothing is found by name.
 */
export const createChildren = () => {
  const started: { child: Child; stopSignal: NodeJS.Signals }[] = [];
  let stopping = false;
  let onUnexpectedExit: (child: Child) => void = () => {};

  const start = (options: ChildOptions): Child => {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      uid: options.uid,
      gid: options.gid,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
      if (options.echo) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          process.stdout.write(`[${options.name}] ${line}\n`);
        }
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const entry = { name: options.name, process: child, output: () => output };
    started.push({ child: entry, stopSignal: options.stopSignal ?? 'SIGTERM' });
    child.once('exit', () => {
      if (!stopping) onUnexpectedExit(entry);
    });
    return entry;
  };

  const stopOne = ({ child, stopSignal }: (typeof started)[number], graceMs: number) =>
    new Promise<void>((resolve) => {
      const proc = child.process;
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      const force = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      proc.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      proc.kill(stopSignal);
    });

  return {
    start,
    /** Called when a process exits before stopAll asked it to. */
    onUnexpectedExit: (callback: (child: Child) => void) => {
      onUnexpectedExit = callback;
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
