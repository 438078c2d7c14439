import { settingsMessages, type UpdateNotificationPreferences } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** Sends only the switches that changed; the server leaves the others alone. */
export const updateNotificationPreferences = (patch: UpdateNotificationPreferences) =>
  apiJson('PATCH', '/api/users/notifications', patch, contract('notificationPreferencesSchema'));

export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.notificationSwitches, saved);
      toast({
        title: settingsMessages.notificationsUpdated.title,
        description: settingsMessages.notificationsUpdated.message,
      });
    },
    meta: failureMeta((error) => ({
      title: settingsMessages.updateFailed.title,
      description: serverMessageOr(error, settingsMessages.updateFailed.message),
    })),
  });
};
