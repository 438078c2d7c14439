import type { PublicProfileResponse } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getPublicProfile = (id: string) =>
  apiJson<PublicProfileResponse>('GET', `/api/users/${encodeURIComponent(id)}`);

/** The whole profile, or only id, name and visibility when its owner hides it from this viewer. */
export const publicProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/users', id], queryFn: () => getPublicProfile(id) });

export const usePublicProfile = (id: string) => useQuery(publicProfileQueryOptions(id));
