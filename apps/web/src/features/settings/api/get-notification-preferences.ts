import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const notificationPreferencesQueryKey = queryKeys.notificationSwitches;

export const getNotificationPreferences = () =>
  apiJson('GET', '/api/users/notifications', undefined, contract('notificationPreferencesSchema'));

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
