import type { ActiveRole } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { handleUnauthorized } from '@/lib/unauthorized';

export const switchRole = (activeRole: ActiveRole) =>
  apiJson('PATCH', '/api/users/switch-role', { activeRole }, contract('activeRoleResponseSchema'));

export const useSwitchRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchRole,
    onSuccess: async ({ activeRole }) => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast({ title: 'Role switched successfully', description: `Now in ${activeRole} mode` });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Failed to switch role', description: 'Please try again', variant: 'destructive' });
    },
  });
};
