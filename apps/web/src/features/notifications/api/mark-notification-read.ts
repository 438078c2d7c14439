import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { markReadInCache, setUnreadNotifications } from './unread-count';

export const markNotificationRead = (id: string) =>
  apiJson(
    'PATCH',
    `/api/notifications/${encodeURIComponent(id)}/read`,
    undefined,
    contract('notificationReadResponseSchema'),
  );

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unreadCount }, id) => {
      markReadInCache(queryClient, new Date().toISOString(), [id]);
      setUnreadNotifications(queryClient, unreadCount);
    },
  });
};
