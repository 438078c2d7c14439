import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';
import type { Children } from './children';
import { waitFor } from './wait-for';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const serverBundle = path.join(repoRoot, 'apps/server/dist/main.mjs');

/** One app process slot: its port and URL stay; its pid changes when it is restarted. */
export type AppProcess = { port: number; url: string; pidFile: string; pid: () => number };

type AppsOptions = {
  dir: string;
  children: Children;
  count: number;
  /** Settings every process shares: database, object storage, secrets, public URL. */
  env: NodeJS.ProcessEnv;
  echo: boolean;
};

/**
 * The built server, `count` times, each on its own port and data folder. The first seeds the
 * demo data into the empty database before the others start, so two seeders never race (a
 * restarted first process finds users and seeds nothing). Each process that exits is started
 * again on the same port, and `app-N.pid` in the cluster folder always holds the current pid.
 */
export const startApps = async ({ dir, children, count, env, echo }: AppsOptions) => {
  if (!existsSync(serverBundle)) throw new Error('apps/server/dist/main.mjs is missing: run npm run build first.');
  const apps: AppProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const dataDir = path.join(dir, `app-${i + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const pidFile = path.join(dir, `app-${i + 1}.pid`);
    const child = children.start({
      name: `app-${i + 1}`,
      command: process.execPath,
      args: ['--enable-source-maps', serverBundle],
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_POOL_SIZE: '4',
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        // SEED_DEMO=false in `env` leaves the database empty (the API suite's stage).
        SEED_DEMO: i === 0 ? (env.SEED_DEMO ?? 'true') : 'false',
      },
      echo,
      restart: (restarted) => writeFileSync(pidFile, String(restarted.process.pid)),
    });
    writeFileSync(pidFile, String(child.process.pid));
    const url = `http://127.0.0.1:${port}`;
    // Seeding the demo history takes a while on a busy machine.
    await waitFor(`app process ${i + 1}`, async () => (await fetch(`${url}/healthz`)).ok, {
      child,
      timeoutMs: 120_000,
    });
    apps.push({ port, url, pidFile, pid: () => child.process.pid! });
  }
  const accountsFile = path.join(dir, 'app-1', 'demo-accounts.txt');
  const demoAccounts = existsSync(accountsFile) ? readFileSync(accountsFile, 'utf8').trim() : '';
  return { apps, demoAccounts };
};
