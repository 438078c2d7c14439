/**
 * After seed-listings.ts: gives the bench listings' current versions target models, as publishing
 * with compatibility would (listings.current_models): 30% gpt-5, 20% only gpt-4o (retired in the
 * seeded catalogue), 10% both, the rest none. Then bench/browse.ts's model cases have real work.
 * The catalogue is seeded first, as the app does on its first read of it: the listings' triggers
 * flag those made only for retired models from what the catalogue says.
 *   npx tsx bench/seed-models.ts
 */
import { sql } from 'drizzle-orm';
import { hasAnyModel, insertSeededModels } from '../apps/server/src/modules/models/models.repo';
import { openBenchDatabase } from './open-database';

const { db, kind, close } = await openBenchDatabase();
const t0 = performance.now();
if (!(await hasAnyModel(db))) await insertSeededModels(db);
// A slice of the listings per statement: all of them in one kept PostgreSQL busy for over 7
// minutes, reading temp files, in the statement trigger that joins the update's old and new rows
// (search words, migration 0005).
const SLICES = 100;
for (let slice = 0; slice < SLICES; slice++) {
  await db.execute(sql`
    update listings set current_models = case
      when abs(hashtext(id::text)) % 10 < 3 then array['gpt-5']
      when abs(hashtext(id::text)) % 10 < 5 then array['gpt-4o']
      when abs(hashtext(id::text)) % 10 < 6 then array['gpt-4o', 'gpt-5']
      else '{}'::text[] end
    where abs(hashtext(id::text)) % ${SLICES} = ${slice}`);
}
await db.execute(sql`analyze listings`);
console.log(`${kind}: current_models set in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await close();
