import type { Database } from '../db/client';
import type { ReconcileResult } from '../modules/orders/reconcile-payments';
import { claimJobLease, tryJobLock } from './job-runs.repo';

/** Any constant key; only one process at a time may hold it. */
const RECONCILE_LOCK = 727_003;
/** A pass that started less than this ago, in any process, makes this one unnecessary. */
const LEASE_MS = 30_000;

export type PaymentReconciliationResult =
  | { ran: false; reason: 'locked' | 'recent' }
  | ({ ran: true } & ReconcileResult);

/**
 * At start and every few minutes: settles payments that succeeded without an order and refunds
 * still owed (modules/orders/reconcile-payments.ts). The advisory lock and the job_runs lease
 * keep concurrent app processes from running the same pass twice; the settling itself is
 * idempotent, so an overlap would waste work but never move money twice.
 */
export const runPaymentReconciliation = async ({
  db,
  reconcile,
  now = new Date(),
}: {
  db: Database;
  reconcile: (options: { now: Date }) => Promise<ReconcileResult>;
  now?: Date;
}): Promise<PaymentReconciliationResult> => {
  const claim = await db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, RECONCILE_LOCK))) return 'locked' as const;
    return (await claimJobLease(tx, 'reconcile-payments', now, LEASE_MS)) ? ('claimed' as const) : ('recent' as const);
  });
  if (claim !== 'claimed') return { ran: false, reason: claim };
  return { ran: true, ...(await reconcile({ now })) };
};
