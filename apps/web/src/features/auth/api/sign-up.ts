import type { signUpSchema } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SignUpInput = z.infer<typeof signUpSchema>;

export const signUp = (input: SignUpInput) =>
  apiJson('POST', '/api/auth/sign-up/email', input, contract('signUpResultSchema'));

/** Errors are shown inline by the form (the server's message), so no toast here. */
export const useSignUp = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      onSuccess();
    },
  });
};
