import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Real marketplace totals (docs/product.md#home-and-landing): the landing strip never shows invented figures. */
export const getPlatformStats = () => apiJson('GET', '/api/stats/platform', undefined, contract('platformStatsSchema'));

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.platformStats, queryFn: getPlatformStats, retry: false });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
