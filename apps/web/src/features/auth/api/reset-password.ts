import type { ResetPassword } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Sets the new password; the server ends every session of the account. */
export const resetPassword = (input: ResetPassword) =>
  apiJson('POST', '/api/auth/reset-password', input, contract('passwordResetResponseSchema'));

/** Every session ended, this browser's too: whoever was signed in here is not any more. */
export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
};

/** A token that was used, has expired or never existed: only a new link helps. */
export const isDeadResetLink = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && (error.code as string | undefined) === 'INVALID_TOKEN';
