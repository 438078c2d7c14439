import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/server/src/db/client';

/** DATABASE_URL when set, else the PGlite folder under BENCH_DATA_DIR (default ./data/bench). */
export const benchDataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');

/** Without the app's 10 s statement timeout: seeding a million rows takes longer than that. */
export const openBenchDatabase = (): Promise<DatabaseHandle> =>
  process.env.DATABASE_URL
    ? openPostgres(process.env.DATABASE_URL, 10, { statementTimeoutMs: 0 })
    : openPglite(path.join(benchDataDir, 'pglite'));
