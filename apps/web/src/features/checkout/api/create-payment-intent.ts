import { type CreatePaymentIntentRequest, checkoutFigures, formatCents } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';

/** The figures the buyer sees are sent along; the server refuses them if its own differ. */
export const paymentIntentRequest = (
  listingId: string,
  priceCents: number,
  discountCode?: string,
): CreatePaymentIntentRequest => {
  const { subtotal, transactionFee, total } = checkoutFigures(priceCents);
  return {
    listingId,
    amount: formatCents(total),
    subtotal: formatCents(subtotal),
    transactionFee: formatCents(transactionFee),
    ...(discountCode ? { discountCode } : {}),
  };
};

export const createPaymentIntent = (request: CreatePaymentIntentRequest) =>
  apiJson('POST', '/api/create-payment-intent', request, contract('paymentIntentResponseSchema'));

export const useCreatePaymentIntent = (options: FailureOption<unknown> = {}) =>
  useMutation({ mutationFn: createPaymentIntent, meta: failureOptionMeta(options) });
