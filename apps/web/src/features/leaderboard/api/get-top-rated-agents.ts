import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTopRatedAgents = () =>
  apiJson('GET', '/api/leaderboard/top-rated-agents', undefined, contractList('topRatedAgentEntrySchema'));

export const topRatedAgentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.leaderboard.topRatedAgents, queryFn: getTopRatedAgents });

export const useTopRatedAgents = () => useQuery(topRatedAgentsQueryOptions());
