import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const revokeCliToken = (id: string) =>
  apiJson('DELETE', `/api/cli/tokens/${encodeURIComponent(id)}`, undefined, contract('tokenRevokedSchema'));

export const useRevokeCliToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCliToken,
    onSuccess: async () => {
      toast({ title: 'Sign-in Revoked', description: 'That command line is signed out.' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.cliTokens });
    },
    meta: failureMeta((error) => ({
      title: 'Sign-in Not Revoked',
      description: serverMessageOr(error, 'Please try again.'),
    })),
  });
};
