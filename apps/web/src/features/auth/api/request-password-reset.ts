import type { ForgotPassword } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** Better Auth answers alike whether or not the address has an account. */
export const requestPasswordReset = (input: ForgotPassword) =>
  apiJson('POST', '/api/auth/request-password-reset', input, contract('passwordResetResponseSchema'));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
