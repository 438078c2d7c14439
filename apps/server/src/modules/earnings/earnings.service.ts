import {
  formatCents,
  type SellerAnalytics,
  type SellerDailySales,
  type SellerDailySpan,
  type UserStats,
  type Wallet,
} from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sumsByKind } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import { payoutTotals } from '../payouts/payouts.service';
import * as repo from './earnings.repo';

const round1 = (n: number) => Math.round(n * 10) / 10;
const trend = (current: number, previous: number) =>
  previous === 0 ? null : round1(((current - previous) / previous) * 100);
const monthStart = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
const DAY_MS = 24 * 3600_000;
/** Midnight UTC `offset` days from the day of `d`. */
const dayStart = (d: Date, offset = 0) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + offset * DAY_MS);

type Viewer = { id: string; sessionId: string };
type Deps = {
  db: Database;
  /** Another seller's figures need the admin role and a live access-code elevation. */
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
  now?: () => Date;
};

/**
 * What keeps a seller's account from being deleted: money owed to them (a positive balance) or a
 * payout in flight. Run inside the deleting transaction after locking the seller's account.
 */
export const payoutBlockersOf = async (tx: DbOrTx, userId: string) => {
  const sums = await sumsByKind(tx, accounts.seller(userId));
  const { pendingCents } = await payoutTotals(tx, userId);
  return { balanceCents: Object.values(sums).reduce((a, b) => a + b, 0), pendingPayoutCents: pendingCents };
};

export const createEarningsService = ({ db, isElevatedAdmin, now = () => new Date() }: Deps) => {
  const assertOwnOrAdmin = async (viewer: Viewer, targetId: string) => {
    if (viewer.id !== targetId && !(await isElevatedAdmin(viewer))) throw new AppError('FORBIDDEN');
  };

  /** Every figure from the ledger: balance = earnings - refunds - payouts (+ failed payouts returned). */
  const walletCents = async (userId: string) => {
    const sums = await sumsByKind(db, accounts.seller(userId));
    const { pendingCents, completedCents } = await payoutTotals(db, userId);
    const balance = Object.values(sums).reduce((a, b) => a + b, 0);
    return {
      balance,
      earnings: sums.sale + sums.referral + sums.refund,
      refunded: -sums.refund,
      pending: pendingCents,
      paidOut: completedCents,
    };
  };

  const wallet = async (userId: string): Promise<Wallet> => {
    const w = await walletCents(userId);
    return {
      balance: formatCents(w.balance),
      availableBalance: formatCents(Math.max(0, w.balance)),
      totalEarnings: formatCents(w.earnings),
      totalRefunded: formatCents(w.refunded),
      pendingPayouts: formatCents(w.pending),
      totalPaidOut: formatCents(w.paidOut),
      currency: 'usd',
    };
  };

  return {
    getWallet: async ({ viewer, targetId }: { viewer: Viewer; targetId: string }) => {
      await assertOwnOrAdmin(viewer, targetId);
      return wallet(targetId);
    },

    getSellerAnalytics: async ({
      viewer,
      sellerId,
    }: {
      viewer: Viewer;
      sellerId: string;
    }): Promise<SellerAnalytics> => {
      await assertOwnOrAdmin(viewer, sellerId);
      const account = accounts.seller(sellerId);
      const at = now();
      const current = await repo.saleCreditsBetween(db, account, monthStart(at), monthStart(at, 1));
      const previous = await repo.saleCreditsBetween(db, account, monthStart(at, -1), monthStart(at));
      const rows = (await repo.listSellerListings(db, sellerId)).filter((l) => !l.removed);
      return {
        wallet: await wallet(sellerId),
        activeListings: rows.filter((l) => l.active).length,
        totalListings: rows.length,
        totalViews: rows.reduce((s, l) => s + Number(l.view_count), 0),
        totalSales: rows.reduce((s, l) => s + Number(l.sales), 0),
        monthlySales: formatCents(current.cents),
        monthlySalesCount: current.count,
        previousMonthSales: formatCents(previous.cents),
        previousMonthSalesCount: previous.count,
        monthlySalesTrend: trend(current.cents, previous.cents),
        monthlySalesCountTrend: trend(current.count, previous.count),
        listings: rows.map((l) => ({
          id: l.id,
          title: l.title,
          platform: l.platform,
          price: formatCents(l.price_cents),
          active: l.active,
          downloadCount: Number(l.download_count),
          viewCount: Number(l.view_count),
          sales: Number(l.sales),
          hasVideo: l.has_video,
          rating: { average: l.rating_avg === null ? 0 : round1(Number(l.rating_avg)), count: Number(l.rating_count) },
        })),
      };
    },

    /** The seller's last `days` UTC days, today included, from the ledger (docs/product.md#seller-dashboard-and-earnings). */
    getSellerDaily: async ({
      viewer,
      sellerId,
      days,
    }: {
      viewer: Viewer;
      sellerId: string;
      days: SellerDailySpan;
    }): Promise<SellerDailySales> => {
      await assertOwnOrAdmin(viewer, sellerId);
      const first = dayStart(now(), 1 - days);
      const rows = await repo.saleCreditsByDay(db, accounts.seller(sellerId), first, dayStart(now(), 1));
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const daily = Array.from({ length: days }, (_, i) => {
        const date = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        const row = byDay.get(date);
        return { date, salesCount: row?.count ?? 0, earnings: formatCents(row?.cents ?? 0) };
      });
      return { days, daily };
    },

    getUserStats: async (userId: string): Promise<UserStats> => {
      const counts = await repo.userCounts(db, userId);
      const w = await walletCents(userId);
      return {
        totalOrders: counts.orders,
        totalFavorites: counts.favorites,
        totalListings: counts.listings,
        totalSales: counts.sales,
        totalEarnings: formatCents(w.earnings),
        averageRating: round1(counts.rating),
      };
    },
  };
};

export type EarningsService = ReturnType<typeof createEarningsService>;
