import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Gathers the query planner's statistics for every table. PostgreSQL's autovacuum does this as
 * tables change; the embedded PGlite has no autovacuum, so without this its planner guesses row
 * counts and value frequencies and, on a large catalogue, picks plans that read every listing
 * (decision 081).
 */
export const analyzeTables = async (db: Database) => {
  await db.execute(sql`analyze`);
};
