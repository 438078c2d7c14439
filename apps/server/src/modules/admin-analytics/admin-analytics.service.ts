import { type AdminAnalytics, bpsToPercent, fees, formatCents, type SalesOverview } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import * as repo from './admin-analytics.repo';

const DAY_MS = 24 * 3600_000;
const ACTIVE_DAYS = 30;
const CHART_DAYS = 30;

/** The UTC dates of the last `days` days, oldest first, today included. */
const lastDays = (now: Date, days: number) =>
  Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));

/** The admin cards and the sales overview, each figure as `adminAnalyticsDefinitions` words it. */
export const createAdminAnalyticsService = ({ db, now = () => new Date() }: { db: Database; now?: () => Date }) => ({
  getCards: async (): Promise<AdminAnalytics> => {
    const since = new Date(now().getTime() - ACTIVE_DAYS * DAY_MS);
    const [revenue, activeUsers, totalListings, pendingPayouts] = await Promise.all([
      repo.platformRevenueCents(db),
      repo.countActiveUsers(db, since),
      repo.countListedAgents(db),
      repo.countPendingPayouts(db),
    ]);
    return { totalRevenue: revenue / 100, activeUsers, totalListings, pendingPayouts };
  },

  getSalesOverview: async (): Promise<SalesOverview> => {
    const at = now();
    const days = lastDays(at, CHART_DAYS);
    const [byKind, figures, payoutFees, daily] = await Promise.all([
      repo.salesTotalsByKind(db),
      repo.netOrderFigures(db, fees.sellerShareBps),
      repo.payoutFeesCents(db),
      repo.dailySales(db, new Date(`${days[0]}T00:00:00.000Z`)),
    ]);
    const of = (kind: string) => byKind.find((k) => k.kind === kind) ?? { paid: 0, platform: 0, sellers: 0 };
    const sale = of('sale');
    const refund = of('refund');
    const referral = of('referral');
    const platformEarnings = sale.platform + refund.platform + referral.platform;
    const { buyerFeesCents, platformShareCents } = figures;
    const byDay = new Map(daily.map((d) => [d.date, d]));
    return {
      totalSales: formatCents(sale.paid + refund.paid),
      platformEarnings: formatCents(platformEarnings),
      breakdown: {
        platformShare: formatCents(platformShareCents),
        buyerFees: formatCents(buyerFeesCents),
        // Commissions paid out of the platform's share, less those of refunded sales.
        referralCommissions: formatCents(platformShareCents + buyerFeesCents - platformEarnings),
        refunds: formatCents(-refund.paid),
        sellerEarnings: formatCents(sale.sellers + refund.sellers + referral.sellers),
        payoutFees: formatCents(payoutFees),
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
