/**
 * Browsing while uploads are scanned: the app in its own process on PostgreSQL, its jobs and scan
 * worker on, as in production:
 *   bash scripts/scratch-postgres.sh bash -c 'export DATABASE_URL=$TEST_DATABASE_URL; FANOUT_BUYERS=10 npx tsx bench/scan-load.ts'
 * Each round: browse idle; then upload 20 versions (bench/scan.ts's zip of text files, 950 of
 * them to stay under the 10 MB upload limit) and browse until all 20 scans are finished. SCANLOAD_ROUNDS (3), SCANLOAD_IDLE_S (5).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows';
import { load } from './load';
import { openBenchDatabase } from './open-database';
import { projectZip } from './scan-uploads';
import { seedReleaseBuyers } from './seed-release-buyers';
import { startServer, stopServer } from './server-process';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL database');
const ROUNDS = Number(process.env.SCANLOAD_ROUNDS ?? 3);
const IDLE_S = Number(process.env.SCANLOAD_IDLE_S ?? 5);
const SCANS = 20;
const PORT = 3994;
const origin = `http://127.0.0.1:${PORT}`;
const BROWSE = ['/api/listings'];

const { db, close } = await openBenchDatabase();
const app = await startServer('apps/server/src/main.ts', PORT, {
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '4',
  LISTINGS_CACHE_MS: '0',
  AUTH_RATE_LIMIT: 'false',
  PUBLIC_URL: origin,
  SCAN_POLL_MS: '250',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-scanload-')),
});
try {
  const { cookie, listing } = await seedReleaseBuyers(db, origin);
  // 950 of the 1,000 files: the bench zip is 10.1 MiB, just past the 10 MB an upload may be.
  const zip = projectZip(950);
  const upload = async (version: string) => {
    const form = new FormData();
    form.append('version', version);
    form.append('changelog', `Version ${version}`);
    form.append('silent', 'true');
    form.append('file', new Blob([zip]), 'agent.zip');
    const send = () =>
      fetch(`${origin}/api/listings/${listing.id}/versions`, {
        method: 'POST',
        headers: { origin, cookie },
        body: form,
      });
    let res = await send();
    // A process shedding load refuses at once with Retry-After; a seller's browser tries again.
    for (let tries = 0; res.status === 503 && tries < 10; tries += 1) {
      await delay(Number(res.headers.get('retry-after') ?? 1) * 1000);
      res = await send();
    }
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  const finished = async (ids: string[]) =>
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(distinct version_id)::int as n from version_scans
        where finished_at is not null and version_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    )[0]!.n;

  for (let round = 1; round <= ROUNDS; round++) {
    const idle = await load({ origin, paths: BROWSE, durationS: IDLE_S });
    console.log(JSON.stringify({ round, run: 'browse idle', ...idle }));
    const ids: string[] = [];
    for (let i = 0; i < SCANS; i++) ids.push(await upload(`2.${round}.${i}`));
    const t0 = performance.now();
    const done = (async () => {
      while ((await finished(ids)) < SCANS) await delay(100);
    })();
    const busy = await load({ origin, paths: BROWSE, durationS: 600, until: done });
    await done;
    const scansS = (performance.now() - t0) / 1000;
    console.log(
      JSON.stringify({
        round,
        run: `browse while ${SCANS} scans run`,
        scansS: Number(scansS.toFixed(1)),
        ...busy,
        p95VsIdle: Number((busy.p95ms / idle.p95ms).toFixed(2)),
      }),
    );
  }
} finally {
  await stopServer(app);
  await close();
}
