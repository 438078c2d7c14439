import { settingsMessages } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { refreshAvatarEverywhere } from './refresh-avatar';

export const removeAvatar = () => apiJson('DELETE', '/api/users/avatar', undefined, contract('currentUserSchema'));

export const useRemoveAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: async () => {
      toast({ title: settingsMessages.avatarRemoved.title, description: settingsMessages.avatarRemoved.message });
      await refreshAvatarEverywhere(queryClient);
    },
    meta: failureMeta((error) => ({
      title: settingsMessages.updateFailed.title,
      description: serverMessageOr(error, settingsMessages.updateFailed.message),
    })),
  });
};
