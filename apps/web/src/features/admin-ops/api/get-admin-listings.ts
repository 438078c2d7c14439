import type { AdminListing } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAdminListings = () => apiJson<AdminListing[]>('GET', '/api/admin/listings');

export const adminListingsQueryKey = queryKeys.admin.part('listings');

export const adminListingsQueryOptions = () =>
  queryOptions({ queryKey: adminListingsQueryKey, queryFn: getAdminListings });

export const useAdminListings = () => useQuery(adminListingsQueryOptions());
