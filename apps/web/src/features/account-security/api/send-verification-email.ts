import type { SendVerificationEmail } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const sendVerificationEmail = (input: SendVerificationEmail) =>
  apiJson('POST', '/api/auth/send-verification-email', input, contract('authStatusResponseSchema'));

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
