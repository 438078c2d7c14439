import type { PayoutStatus } from '@agentsy/contracts';

/** docs/product.md#admin: the panel's and dashboard's toasts. */
export const panelToasts = {
  approved: 'Payout approved successfully',
  denied: 'Payout denied',
  approveFailed: 'Failed to approve payout',
  denyFailed: 'Failed to deny payout',
  featuredUpdated: 'Featured status updated',
  featuredFailed: 'Failed to update featured status',
  markedPaid: { title: 'Payout Approved', message: 'Payout request has been marked as paid' },
} as const;

/** docs/product.md#rulings: approval is stored as `completed` and reads "Paid". */
export const payoutStatusLabels: Record<PayoutStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
};

export const payoutMethodLabels = { paypal: 'PayPal', bank: 'Bank transfer (ACH)' } as const;

export const payoutUserName = (p: {
  user: { firstName: string | null; lastName: string | null; displayName: string | null; email: string };
}) => p.user.displayName || [p.user.firstName, p.user.lastName].filter(Boolean).join(' ') || p.user.email;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Platform totals grow past four digits, so they are grouped: "$12,345.60". */
export const formatTotal = (cents: number) => dollars.format(cents / 100);
