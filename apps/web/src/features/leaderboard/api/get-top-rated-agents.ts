import type { TopRatedAgentEntry } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getTopRatedAgents = () => apiJson<TopRatedAgentEntry[]>('GET', '/api/leaderboard/top-rated-agents');

export const topRatedAgentsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/leaderboard/top-rated-agents'], queryFn: getTopRatedAgents });

export const useTopRatedAgents = () => useQuery(topRatedAgentsQueryOptions());
