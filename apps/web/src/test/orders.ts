import type { Order } from '@agentsy/contracts';

let n = 0;

/** An order as the API returns it; tests override what they look at. */
export const testOrder = (overrides: Partial<Order> = {}): Order => {
  n += 1;
  return {
    id: `order-${n}`,
    listingId: `listing-${n}`,
    listing: { title: `Agent ${n}`, platform: 'chatgpt' },
    amount: '20.59',
    subtotal: '19.99',
    transactionFee: '0.60',
    status: 'completed',
    createdAt: '2025-05-01T10:00:00.000Z',
    downloadUrl: `/api/downloads/order-${n}`,
    downloadToken: `token-${n}`,
    ...overrides,
  };
};
