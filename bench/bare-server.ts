/**
 * The marketplace query with nothing around it: a bare Fastify route, the raw driver (PGlite's
 * client or a pg Pool), the SQL the app's repo builds, rows sent as they come. What the real
 * route costs on top of this is validation, session lookup, mapping and response serialisation.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { fullTextProbeQuery, listingsQuery } from '../apps/server/src/modules/listings/listings.repo';
import { benchDataDir } from './open-database';

const dialect = new PgDialect();
const setup = 'set pg_trgm.word_similarity_threshold = 0.3';

type Run = (text: string, params: unknown[]) => Promise<unknown[]>;
let run: Run;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  pool.on('connect', (c) => void c.query(setup));
  run = async (text, params) => (await pool.query(text, params)).rows;
} else {
  const client = await PGlite.create({
    dataDir: path.join(benchDataDir, 'pglite'),
    extensions: { pg_trgm, fuzzystrmatch },
  });
  await client.exec(setup);
  run = async (text, params) => (await client.query(text, params)).rows;
}

const app = Fastify();
app.get('/bare/listings', async (req) => {
  const search = (req.query as { search?: string }).search || undefined;
  const filter = { limit: 20, offset: 0, search };
  let searchMode: 'full-text' | 'typo' | undefined;
  if (search) {
    const probe = dialect.sqlToQuery(fullTextProbeQuery({ ...filter, search }));
    searchMode = (await run(probe.sql, probe.params)).length ? 'full-text' : 'typo';
  }
  const { sql, params } = dialect.sqlToQuery(listingsQuery({ ...filter, searchMode }));
  return run(sql, params);
});
await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
console.log('bare server ready');
