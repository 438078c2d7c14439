import { settingsMessages, type UpdatePrivacyPreferences } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';
import { privacyPreferencesQueryKey } from './get-privacy-preferences';

export const updatePrivacyPreferences = (patch: UpdatePrivacyPreferences) =>
  apiJson('PATCH', '/api/users/privacy', patch, contract('privacyPreferencesSchema'));

export const useUpdatePrivacyPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacyPreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(privacyPreferencesQueryKey, saved);
      toast({ title: settingsMessages.privacyUpdated.title, description: settingsMessages.privacyUpdated.message });
      // The public page shows (or hides) the profile and purchase history from now on.
      await queryClient.invalidateQueries({ queryKey: ['/api/users'] });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: settingsMessages.updateFailed.title,
        description: serverMessageOr(error, settingsMessages.updateFailed.message),
        variant: 'destructive',
      });
    },
  });
};
