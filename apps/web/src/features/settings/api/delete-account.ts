import { type DeleteAccountRequest, settingsMessages } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { apiJson, serverMessageOr } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';

/** DELETE /api/users/delete-account with the password as its JSON body. */
export const deleteAccount = (request: DeleteAccountRequest) =>
  apiJson<void>('DELETE', '/api/users/delete-account', request);

export const useDeleteAccount = ({ onDeleted }: { onDeleted: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Signed out: nothing cached about the old account may show on the next screen.
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== currentUserQueryKey[0] });
      toast({ title: settingsMessages.accountDeleted.title, description: settingsMessages.accountDeleted.message });
      onDeleted();
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: settingsMessages.deletionFailed.title,
        description: serverMessageOr(error, settingsMessages.deletionFailed.message),
        variant: 'destructive',
      });
    },
  });
};
