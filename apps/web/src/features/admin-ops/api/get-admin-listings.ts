import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAdminListings = () =>
  apiJson('GET', '/api/admin/listings', undefined, contractList('adminListingSchema'));

export const adminListingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.listings, queryFn: getAdminListings });

export const useAdminListings = () => useQuery(adminListingsQueryOptions());
