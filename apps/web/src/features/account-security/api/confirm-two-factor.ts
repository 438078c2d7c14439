import type { TwoFactorCode } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The first authenticator code: it proves the app has the secret and turns 2FA on. */
export const confirmTwoFactor = (input: TwoFactorCode) =>
  apiJson('POST', '/api/auth/two-factor/verify-totp', input, contract('twoFactorVerifyResultSchema'));

export const useConfirmTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
};
