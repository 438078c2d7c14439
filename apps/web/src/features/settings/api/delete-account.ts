import { type DeleteAccountRequest, settingsMessages } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/users/delete-account with the password as its JSON body. */
export const deleteAccount = (request: DeleteAccountRequest) =>
  apiJson('DELETE', '/api/users/delete-account', request, contract('noContentSchema'));

export const useDeleteAccount = ({ onDeleted }: { onDeleted: () => void | Promise<void> }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast({ title: settingsMessages.accountDeleted.title, description: settingsMessages.accountDeleted.message });
      // Leave the signed-in screen first (the next page may still be loading): were the user
      // cleared while it is shown, its sign-in guard would send the visitor to the login page.
      await onDeleted();
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== queryKeys.currentUser[0] });
    },
    meta: failureMeta((error) => ({
      title: settingsMessages.deletionFailed.title,
      description: serverMessageOr(error, settingsMessages.deletionFailed.message),
    })),
  });
};
