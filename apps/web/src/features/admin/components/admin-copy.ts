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

/** What each money-moving button asks before it acts, and why a button is off. */
export const payoutConfirmations = {
  approve: (who: string, amount: string) => ({
    title: 'Approve this payout?',
    description: `${amount} goes to ${who} and the request is marked completed. This cannot be undone here.`,
  }),
  deny: (who: string, amount: string) => ({
    title: 'Deny this payout?',
    description: `The request of ${amount} from ${who} is marked failed and the money returns to their balance.`,
  }),
  markPaid: (who: string, amount: string) => ({
    title: 'Mark this payout as paid?',
    description: `Only once ${amount} has been sent to ${who}: the request is marked Paid and cannot be reopened.`,
  }),
  busy: 'Another payout decision is being saved; the buttons come back when it is done.',
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
