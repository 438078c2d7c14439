import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentRequests, users } from '../../db/schema';

/** Requests not closed by their author and made after `since`, newest first, with the requester. */
export const listOpenRequests = (db: DbOrTx, since: Date, limit = 100) =>
  db
    .select({
      request: agentRequests,
      requesterId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
    })
    .from(agentRequests)
    .innerJoin(users, and(eq(users.id, agentRequests.userId), isNull(users.deletedAt)))
    .where(and(isNull(agentRequests.closedAt), gt(agentRequests.createdAt, since)))
    .orderBy(desc(agentRequests.createdAt), desc(agentRequests.id))
    .limit(limit);

export const findRequest = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(agentRequests).where(eq(agentRequests.id, id)).limit(1);
  return row;
};

/** Closing twice keeps the first time. */
export const closeRequest = async (db: DbOrTx, id: string, now: Date) => {
  const [row] = await db
    .update(agentRequests)
    .set({ closedAt: now })
    .where(and(eq(agentRequests.id, id), isNull(agentRequests.closedAt)))
    .returning();
  return row ?? (await findRequest(db, id));
};

export const isSellerAccount = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ sellerEnabled: users.sellerEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.sellerEnabled ?? false;
};
