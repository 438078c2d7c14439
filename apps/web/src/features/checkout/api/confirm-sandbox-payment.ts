import type { SandboxConfirmRequest } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

type SandboxConfirmResponse = { paymentIntent: { id: string; status: 'succeeded'; amount: number } };

/** The sandbox's stand-in for the card provider's confirm call; a decline is a 402 with the card's message. */
export const confirmSandboxPayment = (request: SandboxConfirmRequest) =>
  apiJson<SandboxConfirmResponse>('POST', '/api/payments/sandbox/confirm', request);

export const useConfirmSandboxPayment = () => useMutation({ mutationFn: confirmSandboxPayment });
