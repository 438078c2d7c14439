import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export const getAgentRequests = () =>
  apiJson('GET', '/api/agent-requests', undefined, contractList('agentRequestResponseSchema'));

export const agentRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agentRequests, queryFn: getAgentRequests });

/** The signed-in user's own requests, newest first. */
export const useAgentRequests = () => {
  const { user } = useCurrentUser();
  return useQuery({ ...agentRequestsQueryOptions(), enabled: !!user });
};
