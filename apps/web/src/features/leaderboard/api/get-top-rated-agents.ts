import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const getTopRatedAgents = () =>
  apiJson('GET', '/api/leaderboard/top-rated-agents', undefined, contractList('topRatedAgentEntrySchema'));

export const topRatedAgentsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/leaderboard/top-rated-agents'], queryFn: getTopRatedAgents });

export const useTopRatedAgents = () => useQuery(topRatedAgentsQueryOptions());
