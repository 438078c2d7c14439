import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const enableSeller = () =>
  apiJson('POST', '/api/users/enable-seller', undefined, contract('activeRoleResponseSchema'));

export const useEnableSeller = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSeller,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      toast({ title: 'Seller mode enabled' });
    },
    meta: failureMeta({ title: 'Failed to enable seller mode' }),
  });
};
