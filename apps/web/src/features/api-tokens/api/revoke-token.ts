import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const revokeToken = (id: string) =>
  apiJson('DELETE', `/api/tokens/${encodeURIComponent(id)}`, undefined, contract('tokenRevokedSchema'));

export const useRevokeToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: async () => {
      toast({ title: 'Token Revoked' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens });
    },
    meta: failureMeta((error) => ({
      title: 'Token Not Revoked',
      description: serverMessageOr(error, 'Failed to revoke the token.'),
    })),
  });
};
