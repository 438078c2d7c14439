import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { markReadInCache, setUnreadNotifications } from './unread-count';

export const markAllNotificationsRead = () =>
  apiJson('POST', '/api/notifications/read-all', undefined, contract('notificationReadResponseSchema'));

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) => {
      markReadInCache(queryClient, new Date().toISOString());
      setUnreadNotifications(queryClient, unreadCount);
    },
  });
};
