import type { Database } from '../db/client';
import type { ReconcileResult } from '../modules/orders/reconcile-payments';
import { claimJobLease, releaseJobLease, tryJobLock } from './job-runs.repo';

/** Any constant key; only one process at a time may hold it. */
const RECONCILE_LOCK = 727_003;
/**
 * A pass running in any process makes this one unnecessary. The lease is handed back when the pass
 * ends, so a process restarted right after a crash reconciles at once; a process killed mid-pass
 * blocks the next one for at most this long.
 */
const LEASE_MS = 30_000;

export type PaymentReconciliationResult =
  | { ran: false; reason: 'locked' | 'running' }
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
    return (await claimJobLease(tx, 'reconcile-payments', now, LEASE_MS)) ? ('claimed' as const) : ('running' as const);
  });
  if (claim !== 'claimed') return { ran: false, reason: claim };
  try {
    return { ran: true, ...(await reconcile({ now })) };
  } finally {
    await releaseJobLease(db, 'reconcile-payments', now);
  }
};
