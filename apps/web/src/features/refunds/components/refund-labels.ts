import type { RefundReason, RefundStatus } from '@agentsy/contracts';

export const refundReasonLabels: Record<RefundReason, string> = {
  'not-working': 'Agent not working as described',
  'missing-files': 'Missing or incomplete files',
  'wrong-platform': 'Wrong platform or incompatible',
  duplicate: 'Duplicate purchase',
  other: 'Other',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  disputed: 'Disputed',
  resolved: 'Resolved',
};

export const refundStatusFilters = { all: 'All requests', ...refundStatusLabels } as const;
export type RefundStatusFilter = keyof typeof refundStatusFilters;
