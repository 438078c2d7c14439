import type { TwoFactorPassword } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** Starts the setup: the secret and the backup codes come back once; 2FA is on after the first code. */
export const enableTwoFactor = async (input: TwoFactorPassword) =>
  apiJson('POST', '/api/auth/two-factor/enable', input, contract('twoFactorEnableResponseSchema'));

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
