import type { SendVerificationEmail } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const sendVerificationEmail = (input: SendVerificationEmail) =>
  apiJson<{ status: boolean }>('POST', '/api/auth/send-verification-email', input);

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
