import type { AgentRequestInput } from '@agentsy/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentRequests } from '../../db/schema';

export type AgentRequestRow = typeof agentRequests.$inferSelect;

export const insertAgentRequest = async (db: DbOrTx, userId: string, request: AgentRequestInput) => {
  const [row] = await db
    .insert(agentRequests)
    .values({ userId, ...request })
    .returning();
  return row!;
};

export const listAgentRequestsOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(agentRequests)
    .where(eq(agentRequests.userId, userId))
    .orderBy(desc(agentRequests.createdAt), desc(agentRequests.id));
