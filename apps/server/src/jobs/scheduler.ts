import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { runWeeklyPayouts } from './weekly-payouts';

const HOUR_MS = 3600_000;

/**
 * Hourly ticks: the weekly payout job itself decides whether today is its day and whether it
 * already ran, so every app process can run this timer safely. Not started in tests.
 */
export const startScheduler = ({ db, log }: { db: Database; log: FastifyBaseLogger }) => {
  const tick = async () => {
    try {
      const result = await runWeeklyPayouts({ db });
      if (result.ran) log.info({ created: result.created.length, skipped: result.skipped }, 'weekly payouts created');
    } catch (err) {
      log.error({ err }, 'weekly payouts failed; will retry next hour');
    }
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
