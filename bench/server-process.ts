import { type ChildProcess, spawn } from 'node:child_process';
import { benchDataDir } from './open-database';

/** Starts a server script (the app's main.ts or bare-server.ts) as its own process; resolves once it listens. */
export const startServer = (script: string, port: number, env: Record<string, string> = {}) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: benchDataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at|ready/.test(d.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
