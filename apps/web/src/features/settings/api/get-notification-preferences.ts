import type { NotificationPreferences } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const notificationPreferencesQueryKey = queryKeys.notificationSwitches;

export const getNotificationPreferences = () => apiJson<NotificationPreferences>('GET', '/api/users/notifications');

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
