import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { MailService } from '../modules/mail/mail.service';
import type { ReconcileResult } from '../modules/orders/reconcile-payments';
import { runPaymentReconciliation } from './payment-reconciliation';
import { runWeeklyPayouts } from './weekly-payouts';

const HOUR_MS = 3600_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * Payment reconciliation at start and every five minutes. Hourly ticks: the weekly payout job itself decides whether today is its day and whether it
 * already ran, so every app process can run this timer safely. Not started in tests.
 */
export const startScheduler = ({
  db,
  log,
  reconcilePayments,
  mail,
}: {
  db: Database;
  log: FastifyBaseLogger;
  reconcilePayments: (options: { now: Date }) => Promise<ReconcileResult>;
  mail: Pick<MailService, 'queue'>;
}) => {
  const tick = async () => {
    try {
      const result = await runWeeklyPayouts({ db, mail });
      if (result.ran) log.info({ created: result.created.length, skipped: result.skipped }, 'weekly payouts created');
    } catch (err) {
      log.error({ err }, 'weekly payouts failed; will retry next hour');
    }
  };
  // Payments that succeeded while no process was there to book them are settled at start.
  const reconcile = async () => {
    try {
      const result = await runPaymentReconciliation({ db, reconcile: reconcilePayments });
      if (result.ran && result.orders + result.refunds + result.canceled + result.failed > 0) {
        log.info(result, 'payment reconciliation settled payments');
      }
    } catch (err) {
      log.error({ err }, 'payment reconciliation failed; will retry');
    }
  };
  const timers = [setTimeout(tick, 60_000), setInterval(tick, HOUR_MS), setInterval(reconcile, RECONCILE_EVERY_MS)];
  for (const timer of timers) timer.unref();
  void reconcile();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
};
