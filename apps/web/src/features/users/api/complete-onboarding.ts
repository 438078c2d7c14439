import type { ActiveRole } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const completeOnboarding = (role: ActiveRole) =>
  apiJson('POST', '/api/users/complete-onboarding', { role }, contract('currentUserSchema'));

export const useCompleteOnboarding = ({
  onSuccess,
  onError,
  failureToast,
}: FailureOption<ActiveRole> & {
  onSuccess?: (role: ActiveRole) => void;
  onError?: (error: Error) => void;
} = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async (_user, role) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      onSuccess?.(role);
    },
    onError,
    meta: failureOptionMeta({ failureToast }),
  });
};
