import { expect } from 'vitest';
import type { Visitor } from './visitor';

const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

/** A purchase through the sandbox card form, the way the checkout dialog makes it. */
export const buy = async (buyer: Visitor, listingId: string) => {
  const intent = await buyer.post('/api/create-payment-intent', { listingId });
  expect(intent.status, intent.text).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json<{ clientSecret: string; paymentIntentId: string }>();
  expect((await buyer.post('/api/payments/sandbox/confirm', { clientSecret, ...CARD })).status).toBe(200);
  const order = await buyer.post('/api/process-payment', { paymentIntentId, listingId });
  expect(order.status, order.text).toBe(200);
};
