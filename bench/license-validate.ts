/**
 * `POST /api/v1/licenses/validate` at a fixed 200 calls a second on PostgreSQL, target p95 <= 20 ms:
 *   bash scripts/scratch-postgres.sh bash -c 'export DATABASE_URL=$TEST_DATABASE_URL; npx tsx bench/license-validate.ts'
 * Seeds 10,000 keys (set-based), counts the statements of one call and EXPLAINs each, then runs
 * the app in its own process (as deployed: the default limits, jobs on, a pool of 4) and sends
 * validate calls open-loop (bench/paced-post.ts) over all keys from many client addresses.
 *
 * The limits are the app's defaults, per address and per key, counted in the shared store. The
 * app trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY, as behind nginx, which sets it), and
 * the loader spreads calls over LICENSE_ADDRESSES addresses and every key, far below both limits:
 * the figures are of answered calls, and the 429 column shows if any was refused.
 *
 * LICENSE_RATE (200 a second), LICENSE_DURATION_S (60), LICENSE_WARMUP_S (5), LICENSE_KEYS
 * (10,000), LICENSE_ADDRESSES (1,000), LICENSE_PROBE_CALLS (50), DATABASE_POOL_SIZE (4).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { probeValidate } from './license-probe';
import { openBenchDatabase } from './open-database';
import { type PacedResult, pacedPost } from './paced-post';
import { seedLicenseKeys } from './seed-license-keys';
import { startServer, stopServer } from './server-process';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL database');
const RATE = Number(process.env.LICENSE_RATE ?? 200);
const DURATION_S = Number(process.env.LICENSE_DURATION_S ?? 60);
const WARMUP_S = Number(process.env.LICENSE_WARMUP_S ?? 5);
const ADDRESSES = Number(process.env.LICENSE_ADDRESSES ?? 1_000);
const PROBE_CALLS = Number(process.env.LICENSE_PROBE_CALLS ?? 50);
const POOL = process.env.DATABASE_POOL_SIZE ?? '4';
const TARGET_P95_MS = 20;
const PORT = 3987;
const origin = `http://127.0.0.1:${PORT}`;

const handle = await openBenchDatabase();
const keys = await seedLicenseKeys(handle.db);
const { statementsPerCall } = await probeValidate(handle, url, keys, PROBE_CALLS);
await handle.close();

// The limits the app runs with: LICENSE_LIMIT_PER_ADDRESS / _PER_KEY when set, else the defaults.
const { licenseLimits } = loadConfig({ ...process.env, NODE_ENV: 'development' });
const perAddressPerMinute = (RATE * 60) / Math.min(ADDRESSES, RATE * (WARMUP_S + DURATION_S));
const perKeyPerMinute = Math.ceil((RATE * 60) / keys.length);
console.log(`\nLimits: ${licenseLimits.perAddress} a minute per address, ${licenseLimits.perKey} per key.`);
console.log(
  `Load: ${RATE}/s over ${keys.length} keys (<= ${perKeyPerMinute} a minute each) from ${ADDRESSES} addresses ` +
    `in X-Forwarded-For (${perAddressPerMinute.toFixed(1)} a minute each).`,
);
if (perAddressPerMinute >= licenseLimits.perAddress || perKeyPerMinute >= licenseLimits.perKey) {
  console.log('Warning: at these settings the limits refuse calls; raise LICENSE_ADDRESSES or LICENSE_KEYS.');
}

/** A 198.18.0.0/15 (benchmarking) address per client. */
const addressOf = (i: number) => `198.18.${((i % ADDRESSES) >> 8) & 255}.${(i % ADDRESSES) & 255}`;
// A stride through the keys, so consecutive calls hit unrelated keys and listings.
const stride = 7919 % keys.length === 0 ? 1 : 7919;
const request = (offset: number) => (i: number) => {
  const { key, listingId } = keys[((offset + i) * stride) % keys.length]!;
  return {
    path: '/api/v1/licenses/validate',
    body: JSON.stringify({ key, listingId }),
    headers: { 'x-forwarded-for': addressOf(offset + i) },
  };
};

const app = await startServer('apps/server/src/main.ts', PORT, {
  DATABASE_POOL_SIZE: POOL,
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-license-')),
});
let warm: PacedResult;
let run: PacedResult;
try {
  warm = await pacedPost({ origin, rate: RATE, durationS: WARMUP_S, next: request(0) });
  run = await pacedPost({ origin, rate: RATE, durationS: DURATION_S, next: request(Math.round(RATE * WARMUP_S)) });
} finally {
  await stopServer(app);
}

const countOf = (r: PacedResult, pick: (status: number) => boolean) =>
  [...r.statuses].filter(([s]) => pick(s)).reduce((n, [, c]) => n + c, 0);
const row = (name: string, r: PacedResult) => ({
  phase: name,
  'sent/s': RATE,
  'answered/s': r.rate,
  sent: r.sent,
  p50ms: r.p50ms,
  p95ms: r.p95ms,
  p99ms: r.p99ms,
  maxms: r.maxms,
  '200': countOf(r, (s) => s === 200),
  '429': countOf(r, (s) => s === 429),
  other: countOf(r, (s) => s !== 200 && s !== 429),
  late: r.late,
});
console.log(`\nvalidate, open loop, PostgreSQL, DATABASE_POOL_SIZE=${POOL}, ${keys.length} keys:`);
console.table([row(`warm-up ${WARMUP_S} s`, warm), row(`measured ${DURATION_S} s`, run)]);
const met = run.p95ms <= TARGET_P95_MS && countOf(run, (s) => s !== 200) === 0;
console.log(
  `Target p95 <= ${TARGET_P95_MS} ms at ${RATE}/s, every call answered 200: ${met ? 'met' : 'MISSED'} ` +
    `(p95 ${run.p95ms} ms; ${statementsPerCall.toFixed(2)} statements per call; "late" counts calls the loader sent > 5 ms after due).`,
);
const others = [...run.statuses].filter(([s]) => s !== 200 && s !== 429);
if (others.length)
  console.log(
    `Other answers: ${others.map(([s, n]) => `${s === 0 ? 'none (timeout or reset)' : s} x${n}`).join(', ')}.`,
  );
