import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const removeDomain = () => apiJson('DELETE', '/api/users/me/domain', undefined, contract('domainRemovedSchema'));

export const useRemoveDomain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDomain,
    onSuccess: async () => {
      toast({ title: 'Domain Removed' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.verifiedDomain });
    },
    meta: failureMeta((error) => ({
      title: 'Domain Not Removed',
      description: serverMessageOr(error, 'Failed to remove the domain.'),
    })),
  });
};
