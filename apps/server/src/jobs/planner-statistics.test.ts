import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { jobRuns } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { appJobs } from './scheduler';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** What the planner believes a table holds: -1 until statistics were ever gathered. */
const plannerRowCount = async (table: string) =>
  rowsOf<{ n: number }>(
    await database.db.execute(sql`select reltuples::int as n from pg_class where relname = ${table}`),
  )[0]?.n;

it('the planner-statistics job counts what the tables hold, so the embedded database plans on real figures', async () => {
  await database.db
    .insert(jobRuns)
    .values(Array.from({ length: 40 }, (_, i) => ({ job: 'statistics-test', period: `p${i}` })));
  expect(await plannerRowCount('job_runs')).not.toBe(40);

  const job = appJobs({ db: database.db } as never).find((j) => j.name === 'planner-statistics')!;
  await job.run({ now: new Date(), signal: new AbortController().signal });

  expect(await plannerRowCount('job_runs')).toBe(40);
  expect(job.atStartAfterMs).toBe(5 * 60_000);
});
