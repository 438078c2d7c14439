/**
 * Load test of browsing: the real server (separate process) and the bare route, one after the
 * other (PGlite allows one process per data folder), 20 connections, autocannon.
 *   npx tsx bench/seed-listings.ts && npx tsx bench/browse.ts
 *   DATABASE_URL=postgres://... npx tsx bench/browse.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { benchDataDir } from './open-database';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH = process.env.BENCH_SEARCH ?? 'chatbot';

const start = (script: string, port: number) =>
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
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at|ready/.test(d.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const measure = async (label: string, url: string) => {
  await autocannon({ url, connections: 20, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: 20, duration: DURATION_S });
  const line = {
    label,
    reqPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p90ms: r.latency.p90,
    p97_5ms: r.latency.p97_5,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(JSON.stringify(line));
  return line;
};

const app = await start('apps/server/src/main.ts', 3997);
await measure('app  GET /api/listings', 'http://127.0.0.1:3997/api/listings');
await measure(`app  GET /api/listings?search=${SEARCH}`, `http://127.0.0.1:3997/api/listings?search=${SEARCH}`);
await measure('app  GET /api/listings?search=chatbto (typo)', 'http://127.0.0.1:3997/api/listings?search=chatbto');
await stop(app);

const bare = await start('bench/bare-server.ts', 3998);
await measure('bare GET /bare/listings', 'http://127.0.0.1:3998/bare/listings');
await measure(`bare GET /bare/listings?search=${SEARCH}`, `http://127.0.0.1:3998/bare/listings?search=${SEARCH}`);
await measure('bare GET /bare/listings?search=chatbto (typo)', 'http://127.0.0.1:3998/bare/listings?search=chatbto');
await stop(bare);
