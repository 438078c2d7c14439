import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** Real marketplace totals (docs/product.md#home-and-landing): the landing strip never shows invented figures. */
export const getPlatformStats = () => apiJson('GET', '/api/stats/platform', undefined, contract('platformStatsSchema'));

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/stats/platform'], queryFn: getPlatformStats, retry: false });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
