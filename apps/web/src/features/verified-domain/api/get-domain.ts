import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDomain = () =>
  apiJson('GET', '/api/users/me/domain', undefined, contract('domainStatusResponseSchema'));

export const domainQueryOptions = () => queryOptions({ queryKey: queryKeys.verifiedDomain, queryFn: getDomain });

export const useDomain = () => useQuery(domainQueryOptions());
