/**
 * What one validate call costs the database: the app built in this process over the bench
 * database, every statement its pool sends counted while calls run one at a time, then each
 * statement of one call shown with EXPLAIN ANALYZE. The pool is the app's own (openPostgres), so
 * the per-checkout application_name tag (db/request-tagging.ts) counts as it does in production.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import type { BenchKey } from './seed-license-keys';

type Sent = { text: string; values: unknown[] };

/** Every query any pg client sends while `recording` is on. */
const recordQueries = () => {
  const sent: Sent[] = [];
  let recording = false;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    if (recording) {
      const text = typeof config === 'string' ? config : config.text;
      const params = typeof config === 'string' ? values : (config.values ?? values);
      sent.push({ text, values: Array.isArray(params) ? params : [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    sent,
    record: (on: boolean) => {
      recording = on;
    },
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const probeValidate = async (handle: DatabaseHandle, url: string, keys: BenchKey[], calls: number) => {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-license-probe-')),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Only the calls' own statements are counted: no job polls in between.
    JOBS: 'false',
    DATABASE_URL: url,
  });
  const app = await buildApp({ config, db: handle.db, listen: handle.listen, poolStats: handle.poolStats });
  const queries = recordQueries();
  const perCall: number[] = [];
  const times: number[] = [];
  const baseline: number[] = [];
  let firstCall: Sent[] = [];
  const statuses = new Set<number>();
  try {
    for (let i = 0; i < calls; i += 1) {
      // Far from the load's keys and addresses: the probe uses up none of their limits.
      const { key, listingId } = keys[keys.length - 1 - i]!;
      const before = queries.sent.length;
      queries.record(true);
      const began = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/licenses/validate',
        payload: { key, listingId },
        remoteAddress: `192.0.2.${1 + (i % 250)}`,
      });
      times.push(performance.now() - began);
      queries.record(false);
      statuses.add(res.statusCode);
      perCall.push(queries.sent.length - before);
      if (i === 0) firstCall = queries.sent.slice(before);
    }
    // The same in-process call to a route with no database, to read the figure above against.
    for (let i = 0; i < calls; i += 1) {
      const began = performance.now();
      await app.inject({ method: 'GET', url: '/healthz' });
      baseline.push(performance.now() - began);
    }
  } finally {
    queries.restore();
    await app.close();
  }

  console.log(`\nStatements per validate call, ${calls} calls one at a time (answers: ${[...statuses].join(', ')}):`);
  console.log(
    `  min ${Math.min(...perCall)}, max ${Math.max(...perCall)}, mean ${(perCall.reduce((a, b) => a + b, 0) / calls).toFixed(2)}`,
  );
  const median = (ms: number[]) => ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!.toFixed(2);
  // In process and one at a time: the route and its round trips, no HTTP and no queueing.
  console.log(
    `  one call alone: median ${median(times)} ms, slowest ${times.at(-1)!.toFixed(2)} ms ` +
      `(GET /healthz, no database: median ${median(baseline)} ms)`,
  );
  console.log('\nThe statements of one call, each with EXPLAIN (ANALYZE, BUFFERS):');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [n, q] of firstCall.entries()) {
      console.log(`\n  ${n + 1}. ${oneLine(q.text).slice(0, 160)}`);
      if (/^select set_config/i.test(oneLine(q.text))) continue;
      const plan = await client.query(`explain (analyze, buffers, costs off) ${q.text}`, q.values);
      for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`     ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
  }
  return { statementsPerCall: perCall.reduce((a, b) => a + b, 0) / calls };
};
