import type { ActiveRole } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { handleUnauthorized } from '@/lib/unauthorized';

export const enableSeller = () => apiJson<{ activeRole: ActiveRole }>('POST', '/api/users/enable-seller');

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
