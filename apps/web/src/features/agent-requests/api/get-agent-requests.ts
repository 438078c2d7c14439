import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';

export type AgentRequest = {
  id: string;
  title: string;
  description: string;
  useCase: string;
  budget: string;
  createdAt: string;
};

export const agentRequestsQueryKey = ['/api/agent-requests'] as const;

export const getAgentRequests = () => apiJson<AgentRequest[]>('GET', '/api/agent-requests');

export const agentRequestsQueryOptions = () =>
  queryOptions({ queryKey: agentRequestsQueryKey, queryFn: getAgentRequests });

/** The signed-in user's own requests, newest first. */
export const useAgentRequests = () => {
  const { user } = useCurrentUser();
  return useQuery({ ...agentRequestsQueryOptions(), enabled: !!user });
};
