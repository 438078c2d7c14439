import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAdminListings = () =>
  apiJson('GET', '/api/admin/listings', undefined, contractList('adminListingSchema'));

export const adminListingsQueryKey = queryKeys.admin.part('listings');

export const adminListingsQueryOptions = () =>
  queryOptions({ queryKey: adminListingsQueryKey, queryFn: getAdminListings });

export const useAdminListings = () => useQuery(adminListingsQueryOptions());
