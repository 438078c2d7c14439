import type { PublicProfile } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getPublicProfile = (id: string) => apiJson<PublicProfile>('GET', `/api/users/${encodeURIComponent(id)}`);

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/users', id], queryFn: () => getPublicProfile(id) });

export const usePublicProfile = (id: string) => useQuery(publicProfileQueryOptions(id));
