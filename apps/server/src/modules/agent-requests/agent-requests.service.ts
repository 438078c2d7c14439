import { type AgentRequestInput, communityLimits } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { type AgentRequestRow, insertAgentRequest, listAgentRequestsOf } from './agent-requests.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** On the requests board: not closed by its author and younger than 30 days. */
export const isOpen = (r: Pick<AgentRequestRow, 'closedAt' | 'createdAt'>, now: Date) =>
  !r.closedAt && now.getTime() - r.createdAt.getTime() < communityLimits.requestOpenDays * DAY_MS;

export const toResponse = (r: AgentRequestRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  useCase: r.useCase as AgentRequestInput['useCase'],
  budget: r.budget as AgentRequestInput['budget'],
  createdAt: r.createdAt.toISOString(),
  open: isOpen(r, new Date()),
});

export const createAgentRequestsService = ({ db }: { db: Database }) => ({
  submitRequest: async ({ userId, request }: { userId: string; request: AgentRequestInput }) =>
    toResponse(await insertAgentRequest(db, userId, request)),

  listOwnRequests: async (userId: string) => (await listAgentRequestsOf(db, userId)).map(toResponse),
});

export type AgentRequestsService = ReturnType<typeof createAgentRequestsService>;
