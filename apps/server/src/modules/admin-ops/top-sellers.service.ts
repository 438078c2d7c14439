import { type AdminTopSeller, adminTopSellersLimit, formatCents } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { listTopSellers } from './top-sellers.repo';

export const createTopSellersService = ({ db }: { db: Database }) => ({
  listTopSellers: async (): Promise<AdminTopSeller[]> =>
    (await listTopSellers(db, adminTopSellersLimit)).map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      totalSales: r.total_sales,
      listingsCount: r.listings_count,
      totalEarnings: formatCents(r.total_earnings_cents),
      createdAt: new Date(r.created_at).toISOString(),
    })),
});

export type TopSellersService = ReturnType<typeof createTopSellersService>;
