import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Real marketplace totals (docs/product.md#home-and-landing): the landing strip never shows invented figures. */
export type PlatformStats = { agents: number; sellers: number; buyers: number; salesCents: number };

export const getPlatformStats = () => apiJson<PlatformStats>('GET', '/api/stats/platform');

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/stats/platform'], queryFn: getPlatformStats, retry: false });

export const usePlatformStats = () => useQuery(platformStatsQueryOptions());
