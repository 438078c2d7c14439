/**
 * EXPLAIN ANALYZE of the statements behind a few marketplace calls: npx tsx bench/explain.ts
 * Cases: page1, rating (page 1 by rating), <term> (full-text, ranked), popular:<term> (full-text, most
 * popular first), fix:<word> (typo correction), and after seed-models.ts the marketplace's model
 * filters: model:<id>, current (currentModels=true), model-current:<id> (both). A sort in front
 * (`popular/`, `newest/`, `price-low/`, `price-high/`, `rating/`) orders page1 and the model cases by it:
 *   npx tsx bench/explain.ts price-low/page1,price-low/current
 */
import type { SortOption } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf } from '../apps/server/src/db/rows';
import { listingsQuery } from '../apps/server/src/modules/listings/browse-listings.repo';
import { correctionQuery } from '../apps/server/src/modules/listings/listing-search';
import { openBenchDatabase } from './open-database';

const { db, close } = await openBenchDatabase();
const dialect = new PgDialect();

const inline = (q: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(q);
  return params.reduce<string>(
    (t, p, i) =>
      t.replace(
        new RegExp(`\\$${i + 1}\\b`),
        typeof p === 'number' ? String(p) : `'${String(p).replaceAll("'", "''")}'`,
      ),
    text,
  );
};

const page = { limit: 20, offset: 0 };
const cases = (process.argv[2] ?? 'page1,rating,chatbot,fix:chatbto').split(',');
for (const named of cases) {
  const [sortBy, c] = named.includes('/') ? (named.split('/') as [SortOption, string]) : [undefined, named];
  const q =
    c === 'page1'
      ? listingsQuery({ ...page, sortBy })
      : c === 'current' || c.startsWith('model')
        ? listingsQuery({
            ...page,
            sortBy,
            model: c.split(':')[1],
            currentModelsOnly: c === 'current' || c.startsWith('model-current:'),
          })
        : c === 'rating'
          ? listingsQuery({ ...page, sortBy: 'rating' })
          : c.startsWith('fix:')
            ? correctionQuery([c.slice(4)])
            : c.startsWith('popular:')
              ? listingsQuery({ ...page, sortBy: 'popular', search: c.slice(8), textQuery: c.slice(8) })
              : listingsQuery({ ...page, search: c, textQuery: c });
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql.raw(`explain analyze ${inline(q)}`)));
  console.log(`--- ${named}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
}
await close();
