import type { RefundStatus } from '@agentsy/contracts';

export { refundReasonLabels } from '@agentsy/contracts';

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  disputed: 'Disputed',
  resolved: 'Resolved',
};

export const refundStatusFilters = { all: 'All requests', ...refundStatusLabels } as const;
export type RefundStatusFilter = keyof typeof refundStatusFilters;
