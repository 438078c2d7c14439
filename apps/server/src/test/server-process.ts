import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first output line matching `pattern` (its match), or rejects if the process ends first. */
  waitForLine: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  /** SIGKILL: no shutdown hook runs, no buffer is flushed; the process is gone when this resolves. */
  kill9: () => Promise<void>;
  /** SIGTERM: the orderly shutdown main.ts does on Ctrl+C. */
  stop: () => Promise<void>;
};

/**
 * The real server (src/main.ts, through tsx) as a child process on a free port, as an operator
 * runs it: its own process, its own database handle and data-folder lock.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // A real server scans new uploads in the background; in-process tests drain the queue instead.
      SCAN_POLL_MS: '250',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    log += d;
    for (const w of waiters) w();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = once(child, 'exit');

  const waitForLine = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = log.match(pattern);
        if (match) return done(() => resolve(match));
        if (child.exitCode !== null || child.signalCode !== null)
          return done(() => reject(new Error(`server ended before ${pattern}:\n${log}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} in ${timeoutMs} ms:\n${log}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      child.once('exit', check);
      check();
    });

  const ended = async () => {
    if (child.exitCode === null && child.signalCode === null) await exited;
  };
  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    waitForLine,
    kill9: async () => {
      child.kill('SIGKILL');
      await ended();
    },
    stop: async () => {
      child.kill('SIGTERM');
      await ended();
    },
  };
  // main.ts prints its banner once it listens.
  // Migrating a new database takes seconds on a quiet machine; minutes when every core is busy.
  await waitForLine(/Agentsy is running at/, 180_000).catch(async (error) => {
    await server.kill9();
    throw error;
  });
  return server;
};
