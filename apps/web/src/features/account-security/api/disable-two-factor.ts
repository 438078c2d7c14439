import type { TwoFactorPassword } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const disableTwoFactor = (input: TwoFactorPassword) =>
  apiJson('POST', '/api/auth/two-factor/disable', input, contract('authStatusResponseSchema'));

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
};
