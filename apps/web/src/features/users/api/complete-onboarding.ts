import type { ActiveRole, CurrentUser } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { apiJson } from '@/lib/api-client';

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
