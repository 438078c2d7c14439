import type { AgentRequestInput } from '@agentsy/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentRequests } from '../../db/schema';

const toResponse = (r: typeof agentRequests.$inferSelect) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  useCase: r.useCase as AgentRequestInput['useCase'],
  budget: r.budget as AgentRequestInput['budget'],
  createdAt: r.createdAt.toISOString(),
});

/** Small enough that the two queries live here rather than in a repo file of their own. */
export const createAgentRequestsService = ({ db }: { db: Database }) => ({
  submitRequest: async ({ userId, request }: { userId: string; request: AgentRequestInput }) => {
    const [row] = await db
      .insert(agentRequests)
      .values({ userId, ...request })
      .returning();
    return toResponse(row!);
  },

  listOwnRequests: async (userId: string) =>
    (
      await db
        .select()
        .from(agentRequests)
        .where(eq(agentRequests.userId, userId))
        .orderBy(desc(agentRequests.createdAt), desc(agentRequests.id))
    ).map(toResponse),
});

export type AgentRequestsService = ReturnType<typeof createAgentRequestsService>;
