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
import { APPLICATION_NAME, tagConnectionsWithRequestId } from './request-tagging';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type { Listen };

/** Connections of the pool right now, for /metrics; PGlite has one connection and no pool. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  /** PGlite only: the data folder as a gzipped tar, for a backup taken while the app runs. */
  dumpDataDir?: () => Promise<Uint8Array>;
  poolStats: () => PoolStats;
  close: () => Promise<void>;
};

export type PostgresTimeouts = {
  /** How long a checkout waits for a connection (a free one, or a new one to the server). */
  connectTimeoutMs?: number;
  /** The server's statement_timeout on pool connections; 0 means none. */
  statementTimeoutMs?: number;
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
 * statements (pg-named-statements.ts) are planned for their values on every run. JIT is off: at a
 * million listings a search's plan carries branches it never runs whose estimates pass
 * jit_above_cost, and compiling them took 30 of a 50 ms search (bench/explain.ts chatbot), where
 * the search itself reads 50 rows.
 */
export const SESSION_STARTUP_OPTIONS = `-c ${SESSION_OPTION} -c plan_cache_mode=force_custom_plan -c jit=off`;

/**
 * PGlite in its own thread (docs/decisions/011-pglite-thread.md), so statements run beside the
 * request handling instead of inside it. `dataDir` undefined means an in-memory database (tests).
 * `loadDataDir` starts it from a dump (`dumpDataDir`), such as an already migrated template.
 */
export const openPglite = async (
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Uint8Array } = {},
): Promise<DatabaseHandle> => {
  const client = await startPgliteThread(dataDir, { loadDataDir });
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  await client.exec(SESSION_SETUP);
  return {
    db,
    kind: 'pglite',
    listen: client.listen,
    dumpDataDir: client.dumpDataDir,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
};

const openPool = (
  url: string,
  poolSize: number,
  { connectTimeoutMs = 2000, statementTimeoutMs = 10_000 }: PostgresTimeouts,
) => {
  // The settings ride on the connection's startup packet, so no query races the first caller's.
  // With the server gone, a checkout fails after connectTimeoutMs (a 503, plugins/error-handler.ts)
  // instead of queueing without end; a statement the server stalls on ends at statement_timeout.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `${SESSION_STARTUP_OPTIONS} -c statement_timeout=${statementTimeoutMs}`,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    application_name: APPLICATION_NAME,
  });
  // An idle connection the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
  });
  // The pool only listens for errors on idle connections. One checked out between statements
  // (a transaction waiting on the app) that the server drops emits 'error' with no listener,
  // which ends the process; its caller learns of it from its next statement instead.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  nameDataStatements(pool);
  tagConnectionsWithRequestId(pool);
  return pool;
};

const poolStatsOf = (pool: pg.Pool) => () => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export const openPostgres = async (
  url: string,
  poolSize = 10,
  timeouts: PostgresTimeouts = {},
): Promise<DatabaseHandle> => {
  // Migrations may hold the lock and run long statements: a connection of their own, without the
  // pool's statement timeout, closed before the pool serves anyone.
  const migrator = new pg.Client({ connectionString: url, options: SESSION_STARTUP_OPTIONS });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await migrator.end().catch(() => {});
  }
  const pool = openPool(url, poolSize, timeouts);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    poolStats: poolStatsOf(pool),
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
export const openReadReplica = (url: string, poolSize = 10, timeouts: PostgresTimeouts = {}) =>
  openPlainPool(url, poolSize, timeouts);

/**
 * Connections of the update notices' fan-out on the primary (DATABASE_JOBS_POOL_SIZE), opened
 * after openPostgres migrated it: a batch's transaction then never holds one of the connections
 * requests queue for, so browsing keeps its whole pool while 10,000 notices go out.
 */
export const openJobsPool = (url: string, poolSize: number, timeouts: PostgresTimeouts = {}) =>
  openPlainPool(url, poolSize, timeouts);

/** A pool without migrations or LISTEN. */
const openPlainPool = (url: string, poolSize: number, timeouts: PostgresTimeouts) => {
  const pool = openPool(url, poolSize, timeouts);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    poolStats: poolStatsOf(pool),
    close: () => pool.end(),
  };
};

export const pingDatabase = async (db: Database) => {
  await db.execute(sql`select 1`);
};
