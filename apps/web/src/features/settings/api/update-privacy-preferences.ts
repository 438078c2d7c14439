import { settingsMessages, type UpdatePrivacyPreferences } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const updatePrivacyPreferences = (patch: UpdatePrivacyPreferences) =>
  apiJson('PATCH', '/api/users/privacy', patch, contract('privacyPreferencesSchema'));

export const useUpdatePrivacyPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacyPreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.privacyPreferences, saved);
      toast({ title: settingsMessages.privacyUpdated.title, description: settingsMessages.privacyUpdated.message });
      // The public page shows (or hides) the profile and purchase history from now on.
      await queryClient.invalidateQueries({ queryKey: queryKeys.people.profiles });
    },
    meta: failureMeta((error) => ({
      title: settingsMessages.updateFailed.title,
      description: serverMessageOr(error, settingsMessages.updateFailed.message),
    })),
  });
};
