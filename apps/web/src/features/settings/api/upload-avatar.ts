import { settingsMessages } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiUpload, contract, uploadFailureMessage } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import type { UploadControl } from '@/lib/upload-request';
import { tracked, type UploadTracker } from '@/lib/use-upload-progress';
import { refreshAvatarEverywhere } from './refresh-avatar';

/** POST /api/users/avatar, multipart field `avatar`. */
export const uploadAvatar = (file: File, control: UploadControl = {}) => {
  const form = new FormData();
  form.append('avatar', file);
  return apiUpload('/api/users/avatar', form, { response: contract('avatarResponseSchema'), ...control });
};

export const useUploadAvatar = (upload?: UploadTracker) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => tracked(upload, (control) => uploadAvatar(file, control)),
    onSuccess: async () => {
      toast({ title: settingsMessages.avatarUpdated.title, description: settingsMessages.avatarUpdated.message });
      await refreshAvatarEverywhere(queryClient);
    },
    meta: failureMeta((error) => {
      // The server's own verdict on the content ("Invalid File Type", "File Too Large") when it gave one.
      const { title, message } = settingsMessages.uploadFailed;
      return {
        title: (error instanceof ApiError && error.serverTitle) || title,
        description: uploadFailureMessage(error, message),
      };
    }),
  });
};
