import type { TwoFactorCode } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SecondFactor = 'totp' | 'backup';

const paths: Record<SecondFactor, string> = {
  totp: '/api/auth/two-factor/verify-totp',
  backup: '/api/auth/two-factor/verify-backup-code',
};

/** Completes a sign-in the password started; the pending step lives in a short-lived cookie. */
export const verifyTwoFactorSignIn = ({ factor, code }: TwoFactorCode & { factor: SecondFactor }) =>
  apiJson('POST', paths[factor], { code }, contract('twoFactorVerifyResultSchema'));

export const useVerifyTwoFactorSignIn = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorSignIn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      onSuccess();
    },
  });
};
