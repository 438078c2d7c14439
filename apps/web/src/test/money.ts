import type { Payout, Refund } from '@agentsy/contracts';

let n = 0;

/** A payout as the API returns it; tests override what they look at. */
export const testPayout = (overrides: Partial<Payout> = {}): Payout => {
  n += 1;
  return {
    id: `payout-${n}`,
    userId: 'user-1',
    amount: '20.00',
    fee: '0.60',
    netAmount: '19.40',
    payoutMethod: 'paypal',
    paypalEmail: 'sam@paypal.example',
    bankName: null,
    accountNumber: null,
    status: 'pending',
    createdAt: '2025-05-01T10:00:00.000Z',
    processedAt: null,
    user: { id: 'user-1', firstName: 'Sam', lastName: 'Seller', displayName: null, email: 'sam@example.com' },
    ...overrides,
  };
};

/** A refund request as the API returns it. */
export const testRefund = (overrides: Partial<Refund> = {}): Refund => {
  n += 1;
  return {
    id: `refund-${n}`,
    orderId: `order-${n}`,
    status: 'pending',
    amount: '20.59',
    reason: 'not-working',
    description: 'It does not start',
    createdAt: '2025-05-02T10:00:00.000Z',
    respondedAt: null,
    sellerMessage: null,
    disputeReason: null,
    resolution: null,
    buyer: { id: 'user-1', displayName: 'Bea Buyer', email: 'bea@example.com' },
    order: { id: `order-${n}`, listingId: `listing-${n}`, listing: { title: `Agent ${n}` } },
    ...overrides,
  };
};

/** The pending bank payout `p-1` that the admin screens list and act on. */
export const testBankPayout = (overrides: Partial<Payout> = {}): Payout =>
  testPayout({
    id: 'p-1',
    userId: 'seller-1',
    amount: '50.00',
    fee: '1.50',
    netAmount: '48.50',
    payoutMethod: 'bank',
    paypalEmail: null,
    bankName: 'First Test Bank',
    accountNumber: '6789',
    createdAt: '2026-01-05T10:00:00.000Z',
    user: { id: 'seller-1', firstName: 'Sam', lastName: 'Seller', displayName: null, email: 'sam@example.com' },
    ...overrides,
  });
