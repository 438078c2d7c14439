import type { ActiveRole } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const switchRole = (activeRole: ActiveRole) =>
  apiJson('PATCH', '/api/users/switch-role', { activeRole }, contract('activeRoleResponseSchema'));

export const useSwitchRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchRole,
    onSuccess: async ({ activeRole }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      toast({ title: 'Role switched successfully', description: `Now in ${activeRole} mode` });
    },
    meta: failureMeta({ title: 'Failed to switch role', description: 'Please try again' }),
  });
};
