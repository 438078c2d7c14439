import type { NotificationPreferences } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const notificationPreferencesQueryKey = ['/api/users/notifications'] as const;

export const getNotificationPreferences = () => apiJson<NotificationPreferences>('GET', '/api/users/notifications');

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
