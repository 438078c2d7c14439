/** EXPLAIN ANALYZE of the marketplace query for a few filters: npx tsx bench/explain.ts */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf } from '../apps/server/src/db/rows';
import { listingsQuery } from '../apps/server/src/modules/listings/listings.repo';
import { openBenchDatabase } from './open-database';

const { db, close } = await openBenchDatabase();
const dialect = new PgDialect();
const cases = (process.argv[2] ?? 'page1,chatbot:full-text,chatbto:typo').split(',');
for (const c of cases) {
  const [term, mode] = c.split(':') as [string, 'full-text' | 'typo' | undefined];
  const q = listingsQuery({ limit: 20, offset: 0, search: term === 'page1' ? undefined : term, searchMode: mode });
  const { sql: text, params } = dialect.sqlToQuery(q);
  const inlined = params.reduce<string>(
    (t, p, i) =>
      t.replace(
        new RegExp(`\\$${i + 1}\\b`),
        typeof p === 'number' ? String(p) : `'${String(p).replaceAll("'", "''")}'`,
      ),
    text,
  );
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql.raw(`explain analyze ${inlined}`)));
  console.log(`--- ${c}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
}
await close();
