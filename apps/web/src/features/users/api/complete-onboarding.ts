import type { ActiveRole, CurrentUser } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export const completeOnboarding = (role: ActiveRole) =>
  apiJson<CurrentUser>('POST', '/api/users/complete-onboarding', { role });

export const useCompleteOnboarding = ({
  onSuccess,
  onError,
}: {
  onSuccess?: (role: ActiveRole) => void;
  onError?: (error: Error) => void;
} = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async (_user, role) => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.(role);
    },
    onError,
  });
};
