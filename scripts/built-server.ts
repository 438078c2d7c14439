import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');

export type BuiltServer = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * The production build (`npm run build`: apps/server/dist/main.mjs serving the built web app) on a
 * free port and the given data folder, as `npm start` runs it, on the embedded database unless
 * `env` names another. Shared by the browser journeys and the benches. Resolves once /healthz
 * answers: a fresh data folder migrates and seeds first, which has taken over a minute on a busy
 * 2-core machine.
 */
export const startBuiltServer = async ({
  dataDir,
  env = {},
}: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<BuiltServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };

  for (const deadline = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become healthy:\n${log}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, child, output: () => log, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
};
