import type { AdminAnalytics } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

export const adminAnalyticsQueryKey = [...adminQueryKeyRoot, '/api/analytics/admin'] as const;

export const getAdminAnalytics = () => apiJson<AdminAnalytics>('GET', '/api/analytics/admin');

export const adminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: adminAnalyticsQueryKey, queryFn: getAdminAnalytics });

export const useAdminAnalytics = ({ enabled = true } = {}) => useQuery({ ...adminAnalyticsQueryOptions(), enabled });
