import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const searchUsers = (search: string) =>
  apiJson('GET', `/api/admin/users?search=${encodeURIComponent(search)}`, undefined, contract('adminUserListSchema'));

export const adminUserSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.admin.users(search),
    queryFn: () => searchUsers(search),
    // docs/product.md#admin: the search runs only when its text is non-empty.
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useAdminUserSearch = (search: string) => useQuery(adminUserSearchQueryOptions(search));
