import { type AdminAnalytics, bpsToPercent, fees, formatCents, type SalesOverview } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { keptDailyTotals, keptTotals } from '../ledger/ledger.service';
import * as repo from './admin-analytics.repo';
import { dailySalesOf, salesFiguresOf } from './sales-figures';

const DAY_MS = 24 * 3600_000;
const ACTIVE_DAYS = 30;
const CHART_DAYS = 30;

/** The UTC dates of the last `days` days, oldest first, today included. */
const lastDays = (now: Date, days: number) =>
  Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));

/**
 * The admin cards and the sales overview, each figure as `adminAnalyticsDefinitions` words it.
 * Money comes from the ledger's kept totals, which the database updates with every entry, so a
 * call reads a few rows however long the ledger grows.
 */
export const createAdminAnalyticsService = ({ db, now = () => new Date() }: { db: Database; now?: () => Date }) => ({
  getCards: async (): Promise<AdminAnalytics> => {
    const since = new Date(now().getTime() - ACTIVE_DAYS * DAY_MS);
    const [totals, counts] = await Promise.all([keptTotals(db), repo.countCards(db, since)]);
    const revenue = salesFiguresOf(totals).platformRevenueCents;
    return { totalRevenue: revenue / 100, ...counts };
  },

  getSalesOverview: async (): Promise<SalesOverview> => {
    const days = lastDays(now(), CHART_DAYS);
    const [totals, daily] = await Promise.all([keptTotals(db), keptDailyTotals(db, days[0]!)]);
    const f = salesFiguresOf(totals);
    const byDay = dailySalesOf(daily);
    return {
      totalSales: formatCents(f.paidCents),
      platformEarnings: formatCents(f.platformEarningsCents),
      breakdown: {
        platformShare: formatCents(f.platformShareCents),
        buyerFees: formatCents(f.buyerFeesCents),
        // Commissions paid out of the platform's share, less those of refunded sales.
        referralCommissions: formatCents(f.platformShareCents + f.buyerFeesCents - f.platformEarningsCents),
        refunds: formatCents(f.refundedCents),
        sellerEarnings: formatCents(f.sellerEarningsCents),
        payoutFees: formatCents(f.payoutFeesCents),
      },
      rates: {
        platformSharePercent: bpsToPercent(fees.platformShareBps),
        buyerFeePercent: bpsToPercent(fees.buyerFeeBps),
        payoutFeePercent: bpsToPercent(fees.payoutFeeBps),
      },
      daily: days.map((date) => ({
        date,
        sales: formatCents(byDay.get(date)?.paid ?? 0),
        platformEarnings: formatCents(byDay.get(date)?.platform ?? 0),
      })),
    };
  },
});

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
