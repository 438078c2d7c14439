import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPublicProfile = (id: string) =>
  apiJson('GET', `/api/users/${encodeURIComponent(id)}`, undefined, contract('publicProfileResponseSchema'));

/** The whole profile, or only id, name and visibility when its owner hides it from this viewer. */
export const publicProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.people.profile(id), queryFn: () => getPublicProfile(id) });

export const usePublicProfile = (id: string) => useQuery(publicProfileQueryOptions(id));
