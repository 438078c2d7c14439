import type { PayoutMethod } from '@agentsy/contracts';

/** docs/product.md#payouts: one processing time per method, in the dialog and in the success toast alike. */
export const processingTimes: Record<PayoutMethod, string> = {
  paypal: '1-2 business days',
  bank: '3-5 business days',
};

export const payoutMethodLabels: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  bank: 'Bank transfer (ACH)',
};
