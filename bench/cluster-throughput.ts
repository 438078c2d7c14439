/**
 * Throughput of the mixed browse workload through nginx, for 1 and 2 app processes, with and
 * without the read replica, in alternating runs (npm run build first):
 *   npx tsx bench/cluster-throughput.ts
 * Each run starts its own cluster (scripts/cluster/cluster.ts: PostgreSQL primary + streaming
 * replica, s3rver, the apps, nginx), seeds a 100,000-listing catalogue (seed-growth.ts,
 * GROWTH_ORDERS=false) into the primary before the apps start, waits for the replica to replay
 * it, loads nginx with load.ts for CLUSTER_BENCH_SECONDS (default 20) after 5 s of warm-up,
 * then stops everything. Every request reaches the database (LISTINGS_CACHE_MS=0).
 * CPU seconds per request are read from /proc for the apps, nginx, each PostgreSQL server (all
 * its processes) and this loader. CLUSTER_BENCH_CONFIGS picks and orders the runs, e.g.
 * `1,1r,2,2r,1,1r,2,2r` (the default): the number of apps, `r` with the replica.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/cluster';
import { load } from './load';
import { cpuSecondsOf, loadAverage, pidInFile, treeCpuSecondsOf } from './proc-cpu';

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 20);
const LISTINGS = process.env.CLUSTER_BENCH_LISTINGS ?? '100000';
const CONFIGS = (process.env.CLUSTER_BENCH_CONFIGS ?? '1,1r,2,2r,1,1r,2,2r').split(',');
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 40);

const searchTerms = ['chatbot', 'assistant', 'invoice', 'meeting notes', 'sales report', 'translation', 'chatbto'];

/** The mix per 10 requests: 3 catalogue pages (newest, popular, page 2), 3 searches, 4 listing pages. */
const mixOf = (ids: string[]) => {
  const paths: string[] = [];
  for (let i = 0; i < ids.length; i += 4) {
    paths.push('/api/listings', '/api/listings?sortBy=popular', '/api/listings?offset=20');
    for (let k = 0; k < 3; k++) {
      const term = searchTerms[(i / 4 + k) % searchTerms.length]!;
      paths.push(`/api/listings?search=${encodeURIComponent(term)}`);
    }
    for (const id of ids.slice(i, i + 4)) paths.push(`/api/listings/${id}`);
  }
  return paths;
};

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });

const query = async <T>(url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
};

/** Seeds the primary, then waits until the replica has replayed everything the primary wrote. */
const seed = async (primaryUrl: string) => {
  await run(process.execPath, ['--import', 'tsx', 'bench/seed-growth.ts'], {
    DATABASE_URL: primaryUrl,
    GROWTH_LISTINGS: LISTINGS,
    GROWTH_ORDERS: 'false',
  });
  const lsn = (await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn'))[0]!.lsn;
  for (;;) {
    const [r] = await query<{ ok: boolean }>(
      primaryUrl,
      `select bool_and(replay_lsn >= '${lsn}'::pg_lsn) as ok from pg_stat_replication`,
    );
    if (r?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

type Row = {
  config: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: Record<string, number>;
  load: string;
};
const rows: Row[] = [];

for (const config of CONFIGS) {
  const apps = Number.parseInt(config, 10);
  const readReplica = config.endsWith('r');
  const started = performance.now();
  const cluster = await startCluster({
    apps,
    readReplica,
    beforeApps: seed,
    appEnv: { LISTINGS_CACHE_MS: '0', AUTH_RATE_LIMIT: 'false' },
    onUnexpectedExit: (name, output) => console.error(`${name} exited:\n${output.slice(-2000)}`),
  });
  try {
    const ids = (
      await query<{ id: string }>(
        cluster.primaryUrl,
        'select id from listings where active order by md5(id::text) limit 400',
      )
    ).map((r) => r.id);
    const paths = mixOf(ids);
    const pids: Record<string, () => number> = {
      apps: () => cluster.apps.reduce((sum, a) => sum + cpuSecondsOf(a.pid), 0),
      nginx: () => treeCpuSecondsOf(pidInFile(path.join(cluster.dir, 'nginx/nginx.pid'))),
      primary: () => treeCpuSecondsOf(pidInFile(path.join(cluster.dir, 'postgres/primary/postmaster.pid'))),
      replica: () => treeCpuSecondsOf(pidInFile(path.join(cluster.dir, 'postgres/replica/postmaster.pid'))),
      loader: () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1e6;
      },
    };
    const cpu = () => Object.fromEntries(Object.entries(pids).map(([k, f]) => [k, f()]));
    await load({ origin: cluster.url, paths, connections: CONNECTIONS, durationS: 5 });
    const before = cpu();
    const r = await load({ origin: cluster.url, paths, connections: CONNECTIONS, durationS: SECONDS });
    const after = cpu();
    const cpuMsPerRequest = Object.fromEntries(
      Object.keys(pids).map((k) => [k, Math.round(((after[k]! - before[k]!) / r.requests) * 1e5) / 100]),
    );
    const row: Row = {
      config: `${apps} app${apps > 1 ? 's' : ''}${readReplica ? ' + replica' : ''}`,
      reqPerSec: r.reqPerSec,
      p50: r.p50ms,
      p95: r.p95ms,
      non2xx: r.non2xx,
      errors: r.errors,
      cpuMsPerRequest,
      load: loadAverage(),
    };
    rows.push(row);
    console.log(JSON.stringify({ ...row, setupS: Math.round((performance.now() - started) / 1000) }));
  } finally {
    await cluster.stop();
  }
}

const range = (values: number[], unit = '') => {
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const f = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return lo === hi ? `${f(lo)}${unit}` : `${f(lo)}–${f(hi)}${unit}`;
};
console.log(
  '\n| Configuration | req/s | p50 | p95 | CPU ms per request: apps / nginx / primary / replica / loader | load avg |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const config of [...new Set(rows.map((r) => r.config))]) {
  const of = rows.filter((r) => r.config === config);
  const cpuPart = (k: string) => range(of.map((r) => r.cpuMsPerRequest[k]!));
  console.log(
    `| ${config} | ${range(of.map((r) => r.reqPerSec))} | ${range(
      of.map((r) => r.p50),
      ' ms',
    )} | ${range(
      of.map((r) => r.p95),
      ' ms',
    )} | ${['apps', 'nginx', 'primary', 'replica', 'loader'].map(cpuPart).join(' / ')} | ${of.map((r) => r.load.split(' ')[0]).join(', ')} |`,
  );
}
