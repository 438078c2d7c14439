import type { AgentRequestInput } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { type AgentRequestRow, insertAgentRequest, listAgentRequestsOf } from './agent-requests.repo';

const toResponse = (r: AgentRequestRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  useCase: r.useCase as AgentRequestInput['useCase'],
  budget: r.budget as AgentRequestInput['budget'],
  createdAt: r.createdAt.toISOString(),
});

export const createAgentRequestsService = ({ db }: { db: Database }) => ({
  submitRequest: async ({ userId, request }: { userId: string; request: AgentRequestInput }) =>
    toResponse(await insertAgentRequest(db, userId, request)),

  listOwnRequests: async (userId: string) => (await listAgentRequestsOf(db, userId)).map(toResponse),
});

export type AgentRequestsService = ReturnType<typeof createAgentRequestsService>;
