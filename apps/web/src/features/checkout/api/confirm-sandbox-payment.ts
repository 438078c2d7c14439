import type { SandboxConfirmRequest } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';

/** The sandbox's stand-in for the card provider's confirm call; a decline is a 402 with the card's message. */
export const confirmSandboxPayment = (request: SandboxConfirmRequest) =>
  apiJson('POST', '/api/payments/sandbox/confirm', request, contract('sandboxConfirmResponseSchema'));

export const useConfirmSandboxPayment = (options: FailureOption<unknown> = {}) =>
  useMutation({ mutationFn: confirmSandboxPayment, meta: failureOptionMeta(options) });
