/**
 * The marketplace query with nothing around it: a bare Fastify route, the raw driver (PGlite's
 * client in this thread, or a pg Pool), the same statements the app's repo runs
 * (`findListingsPage`), the page sent as the database wrote it. What the real route costs on top
 * of this is its plugins (security headers, compression, cookies, logging), validation, and, on
 * PGlite, handing statements to the database thread.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { SESSION_SETUP, SESSION_STARTUP_OPTIONS } from '../apps/server/src/db/client';
import { findListingsPage, type RunQuery } from '../apps/server/src/modules/listings/browse-listings.repo';
import { benchDataDir } from './open-database';

const dialect = new PgDialect();

type Raw = (text: string, params: unknown[]) => Promise<unknown[]>;
let raw: Raw;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    options: SESSION_STARTUP_OPTIONS,
  });
  raw = async (text, params) => (await pool.query(text, params)).rows;
} else {
  const client = await PGlite.create({
    dataDir: path.join(benchDataDir, 'pglite'),
    extensions: { pg_trgm, fuzzystrmatch },
  });
  await client.exec(SESSION_SETUP);
  raw = async (text, params) => (await client.query(text, params)).rows;
}
const run = (async (query: SQL) => {
  const { sql, params } = dialect.sqlToQuery(query);
  return raw(sql, params);
}) as RunQuery;

const app = Fastify();
app.get('/bare/listings', async (req, reply) => {
  const search = (req.query as { search?: string }).search || undefined;
  return reply.type('application/json').send(await findListingsPage(run, { limit: 20, offset: 0, search }));
});
await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
console.log('bare server ready');
