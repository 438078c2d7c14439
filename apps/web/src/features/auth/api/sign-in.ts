import type { signInSchema } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SignInInput = z.infer<typeof signInSchema>;

export const signIn = (input: SignInInput) =>
  apiJson('POST', '/api/auth/sign-in/email', input, contract('signInResultSchema'));

/**
 * Errors are shown inline by the form (the server's message), so no toast here. With 2FA on,
 * the password alone gives no session yet: `onSecondFactor` asks for the code.
 */
export const useSignIn = ({ onSuccess, onSecondFactor }: { onSuccess: () => void; onSecondFactor: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (result.twoFactorRedirect) return onSecondFactor();
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      onSuccess();
    },
  });
};
