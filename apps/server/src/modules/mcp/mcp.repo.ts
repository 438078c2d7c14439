import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingMcpServers } from '../../db/schema';

export const findServerJson = async (db: DbOrTx, listingId: string) => {
  const [row] = await db.select().from(listingMcpServers).where(eq(listingMcpServers.listingId, listingId)).limit(1);
  return row?.serverJson;
};

export const upsertServerJson = (db: DbOrTx, listingId: string, serverJson: Record<string, unknown>) =>
  db
    .insert(listingMcpServers)
    .values({ listingId, serverJson })
    .onConflictDoUpdate({ target: listingMcpServers.listingId, set: { serverJson, updatedAt: sql`now()` } });
