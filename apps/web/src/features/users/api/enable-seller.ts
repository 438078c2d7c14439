import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { handleUnauthorized } from '@/lib/unauthorized';

export const enableSeller = () =>
  apiJson('POST', '/api/users/enable-seller', undefined, contract('activeRoleResponseSchema'));

export const useEnableSeller = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSeller,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast({ title: 'Seller mode enabled' });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Failed to enable seller mode', variant: 'destructive' });
    },
  });
};
