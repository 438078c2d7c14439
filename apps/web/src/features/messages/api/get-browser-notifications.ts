import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's notification switches; the live stream reads `browserNotifications` from them. */
export const getNotificationSwitches = () =>
  apiJson('GET', '/api/users/notifications', undefined, contract('notificationPreferencesSchema'));

export const notificationSwitchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationSwitches, queryFn: getNotificationSwitches });

export const useBrowserNotificationsEnabled = (enabled: boolean) =>
  useQuery({ ...notificationSwitchesQueryOptions(), enabled }).data?.browserNotifications === true;
