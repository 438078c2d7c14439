import type { signInSchema } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export type SignInInput = z.infer<typeof signInSchema>;

export const signIn = (input: SignInInput) => apiJson<unknown>('POST', '/api/auth/sign-in/email', input);

/** Errors are shown inline by the form (the server's message), so no toast here. */
export const useSignIn = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess();
    },
  });
};
