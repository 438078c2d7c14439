import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAdminAnalytics = () =>
  apiJson('GET', '/api/analytics/admin', undefined, contract('adminAnalyticsSchema'));

export const adminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.analytics, queryFn: getAdminAnalytics });

export const useAdminAnalytics = ({ enabled = true } = {}) => useQuery({ ...adminAnalyticsQueryOptions(), enabled });
