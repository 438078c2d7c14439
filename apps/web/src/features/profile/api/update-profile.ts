import type { UpdateProfileRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { hasFieldErrors } from '@/lib/form-errors';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const updateProfile = (profile: UpdateProfileRequest) =>
  apiJson('PATCH', '/api/users/profile', profile, contract('currentUserSchema'));

export const useUpdateProfile = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
      onSuccess?.();
      // docs/product.md#accounts-and-sessions: the current user is refetched after profile changes (menu, avatar, this page).
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
    // A refused display name (a reserved word, a verified seller's name) is said under the field.
    meta: failureMeta((error) =>
      hasFieldErrors(error, ['displayName'])
        ? undefined
        : { title: 'Update Failed', description: serverMessageOr(error, 'Failed to update profile.') },
    ),
  });
};
