import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getNotificationPreferences = () =>
  apiJson('GET', '/api/users/notifications', undefined, contract('notificationPreferencesSchema'));

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationSwitches, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
