import { type TwoFactorPassword, twoFactorEnableResponseSchema } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Starts the setup: the secret and the backup codes come back once; 2FA is on after the first code. */
export const enableTwoFactor = async (input: TwoFactorPassword) =>
  twoFactorEnableResponseSchema.parse(await apiJson<unknown>('POST', '/api/auth/two-factor/enable', input));

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
