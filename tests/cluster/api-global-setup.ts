import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ApiThroughNginx } from '../../apps/server/src/test/through-nginx';
import { startCluster } from '../../scripts/cluster/cluster';
import { UPSTREAM_HEADER } from '../../scripts/cluster/nginx';

/**
 * The API suite's cluster (api.vitest.config.ts): its own PostgreSQL with a replica, s3rver,
 * two app processes and nginx, since every test file empties the database. The app processes
 * run with the settings createTestApp gives its in-process app, so the same tests hold.
 */
export default async function setup(project: TestProject) {
  const appEnv = {
    NODE_ENV: 'test',
    // The origin the tests send, and the secret they sign download and unsubscribe links with.
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // testAdminAccessCode of apps/server/src/test/test-app.ts, which the tests enter.
    ADMIN_ACCESS_CODE: 'test-admin-access-code',
    // Each test file starts from empty tables, as it does on its own fresh database.
    SEED_DEMO: 'false',
    // The tests run the jobs themselves, at the times they choose; the processes' own runs
    // would race them (a mail sent by a process before the test delivers it).
    JOBS: 'false',
    // As createTestApp's app: the suite signs thousands of users up (password-hashing.ts).
    PASSWORD_HASHING: 'light',
  };
  const cluster = await startCluster({
    apps: 2,
    showUpstream: true,
    // Tests write fixtures into the primary and read them through the apps, which read the
    // catalogue from the replica: each commit returns once the replica has applied it.
    synchronousReplica: true,
    appEnv,
    onUnexpectedExit: (name, output) =>
      process.stderr.write(`[cluster-api] ${name} exited by itself:\n${output.slice(-3000)}\n`),
  });
  const tallyDir = mkdtempSync(path.join(tmpdir(), 'agentsy-api-tally-'));
  const settings: ApiThroughNginx = {
    url: cluster.url,
    databaseUrl: cluster.primaryUrl,
    storageEnv: cluster.storageEnv,
    appEnv,
    upstreamHeader: UPSTREAM_HEADER,
    tallyFile: path.join(tallyDir, 'tally.jsonl'),
  };
  project.provide('apiThroughNginx', settings);
  return async () => {
    printTally(settings.tallyFile);
    await cluster.stop();
    rmSync(tallyDir, { recursive: true, force: true });
  };
}

type Tally = { file: string; total: number; upstreams: Record<string, number> };

/**
 * How many requests of how many files each app process answered. The checks are per file: a
 * file fails when only one process answered it (through-nginx.ts) or none (api-every-file.ts).
 */
const printTally = (file: string) => {
  let lines: Tally[] = [];
  try {
    lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Tally);
  } catch {
    // No file closed its test app (each failed before): nothing to count.
  }
  const byUpstream: Record<string, number> = {};
  for (const t of lines) for (const [u, n] of Object.entries(t.upstreams)) byUpstream[u] = (byUpstream[u] ?? 0) + n;
  const total = lines.reduce((a, t) => a + t.total, 0);
  const share = Object.entries(byUpstream)
    .map(([u, n]) => `${u} ${n}`)
    .join(', ');
  process.stdout.write(`\n[cluster-api] ${total} requests from ${lines.length} test files through nginx: ${share}\n`);
};
