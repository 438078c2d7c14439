import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/server/src/db/client';

/** DATABASE_URL when set, else the PGlite folder under BENCH_DATA_DIR (default ./data/bench). */
export const benchDataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');

/**
 * Seeding inserts hundreds of thousands of rows in one statement: no statement timeout here,
 * unlike the app's pool (DATABASE_STATEMENT_TIMEOUT_MS).
 */
export const openBenchDatabase = (): Promise<DatabaseHandle> =>
  process.env.DATABASE_URL
    ? openPostgres(process.env.DATABASE_URL, 10, { statementTimeoutMs: 0 })
    : openPglite(path.join(benchDataDir, 'pglite'));
