import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/package-root';
import type { Listen } from './listen';
import { createPgListener } from './pg-listener';
import { nameDataStatements } from './pg-named-statements';
import { startPgliteThread } from './pglite-thread/pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type { Listen };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  /** PGlite only: the data folder as a gzipped tar, for a backup taken while the app runs. */
  dumpDataDir?: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

/** Any number from 0..2^31; the migration lock keeps two app processes from migrating at once. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Typo correction finds vocabulary words by trigram similarity (`%`); the default 0.3 misses
 * common slips like "emial" for "email" (0.2). The edit distance check does the real filtering.
 */
const SESSION_OPTION = 'pg_trgm.similarity_threshold=0.15';
export const SESSION_SETUP = `set ${SESSION_OPTION.replace('=', ' = ')}`;
/**
 * The same setting as a PostgreSQL startup option, for node-postgres pools; with it, named
 * statements (pg-named-statements.ts) are planned for their values on every run.
 */
export const SESSION_STARTUP_OPTIONS = `-c ${SESSION_OPTION} -c plan_cache_mode=force_custom_plan`;

/**
 * PGlite in its own thread (docs/decisions/011-pglite-thread.md), so statements run beside the
 * request handling instead of inside it. `dataDir` undefined means an in-memory database (tests).
 */
export const openPglite = async (dataDir: string | undefined): Promise<DatabaseHandle> => {
  const client = await startPgliteThread(dataDir);
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  await client.exec(SESSION_SETUP);
  return {
    db,
    kind: 'pglite',
    listen: client.listen,
    dumpDataDir: client.dumpDataDir,
    close: () => client.close(),
  };
};

const openPool = (url: string, poolSize: number) => {
  // The setting rides on the connection's startup packet, so no query races the first caller's.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: SESSION_STARTUP_OPTIONS });
  // An idle connection the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
  });
  nameDataStatements(pool);
  return pool;
};

export const openPostgres = async (url: string, poolSize = 10): Promise<DatabaseHandle> => {
  const pool = openPool(url, poolSize);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
};

/**
 * A streaming replica (DATABASE_READ_URL): read-only, so no migrations and no LISTEN; the
 * primary's migrations reach it through replication (docs/decisions/033-cluster-and-read-replica.md).
 */
export const openReadReplica = (url: string, poolSize = 10) => {
  const pool = openPool(url, poolSize);
  return { db: drizzlePg(pool, { schema }) as unknown as Database, close: () => pool.end() };
};

export const pingDatabase = async (db: Database) => {
  await db.execute(sql`select 1`);
};
