import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

export const adminAnalyticsQueryKey = [...adminQueryKeyRoot, '/api/analytics/admin'] as const;

export const getAdminAnalytics = () =>
  apiJson('GET', '/api/analytics/admin', undefined, contract('adminAnalyticsSchema'));

export const adminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: adminAnalyticsQueryKey, queryFn: getAdminAnalytics });

export const useAdminAnalytics = ({ enabled = true } = {}) => useQuery({ ...adminAnalyticsQueryOptions(), enabled });
