import {
  formatCents,
  type PlatformStats,
  type PublicProfileResponse,
  type SellersQuery,
  sellerSpecializations,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPublicPerson, toPublicPersonName } from '../../lib/public-person';
import { followStateOf } from '../follows/follows.service';
import { iso } from '../listings/listing-view';
import { listPurchasedAgents } from '../orders/orders.service';
import { ratingAcrossOf } from '../reviews/review-replies.service';
import { type UsersService, visibleProfileGate } from '../users/users.service';
import {
  countPlatformStats,
  countSellersWithListed,
  findSellerProfile,
  fuzzyTerms,
  listSellerIdsAfter,
  listSellers,
  listTopSellers,
  type SellerRow,
} from './sellers.repo';

const STATS_TTL_MS = 60_000;
const SITEMAP_PAGE = 1000;

const round2 = (n: number) => Math.round(Number(n) * 100) / 100;

const statsOf = (r: SellerRow) => ({
  averageRating: round2(r.average_rating),
  totalReviews: Number(r.total_reviews),
  activeListings: Number(r.active_listings),
  totalSales: Number(r.total_sales),
});

const sellerNotFound = () => new AppError('NOT_FOUND', { message: 'Seller Not Found' });

type Deps = {
  db: Database;
  /** The owner's privacy choice decides what a viewer gets (users service). */
  profileAccessFor: UsersService['profileAccessFor'];
  /** An admin sees a private profile only with a live access-code elevation (decision 025). */
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
  now?: () => number;
  /** How long the platform figures are reused; 0 counts them afresh on every request. */
  statsTtlMs?: number;
};

type Viewer = { id: string; sessionId: string };

export const createSellersService = ({
  db,
  profileAccessFor,
  isElevatedAdmin,
  now = Date.now,
  statsTtlMs = STATS_TTL_MS,
}: Deps) => {
  let statsCache: { at: number; value: PlatformStats } | undefined;
  const requireVisibleProfile = visibleProfileGate({ profileAccessFor, isElevatedAdmin });

  return {
    listSellers: async (query: SellersQuery) => {
      const { category, verifiedOnly, ...rest } = query;
      const filter = {
        ...rest,
        verifiedOnly: verifiedOnly === 'true',
        specialization: category ? sellerSpecializations[category] : undefined,
      };
      const found = await listSellers(db, filter);
      // As listing search does: only a search that finds nobody at all (not just past this page)
      // is retried with the seller name words close to its words, so a typo still finds them.
      const findsNobody = async () =>
        rest.offset === 0 || (await listSellers(db, { ...filter, offset: 0, limit: 1 })).length === 0;
      const isRetried =
        found.length === 0 && !!query.search && fuzzyTerms(query.search).length > 0 && (await findsNobody());
      const rows = isRetried ? await listSellers(db, { ...filter, isFuzzy: true }) : found;
      return rows.map((r) => ({
        ...toPublicPersonName(r),
        verifiedDomain: r.verified_domain,
        createdAt: iso(r.created_at),
        emailVerified: r.email_verified,
        stats: statsOf(r),
      }));
    },

    /**
     * A public profile: no e-mail, no settings. A profile hidden from this viewer gives only its
     * id, name and visibility; its listings stay in the marketplace.
     */
    getPublicProfile: async (userId: string, viewer?: Viewer): Promise<PublicProfileResponse> => {
      const access = await profileAccessFor({
        ownerId: userId,
        viewerId: viewer?.id,
        viewerIsAdmin: () => (viewer ? isElevatedAdmin(viewer) : Promise.resolve(false)),
      });
      if (access.kind === 'missing') throw sellerNotFound();
      if (access.kind === 'hidden') {
        return { id: userId, displayName: access.displayName, profileVisibility: access.visibility };
      }
      const r = await findSellerProfile(db, userId);
      if (!r) throw sellerNotFound();
      const { privacy } = access;
      return {
        ...toPublicPerson(r),
        verifiedDomain: r.verified_domain,
        bio: r.bio,
        website: r.website,
        location: r.location,
        createdAt: iso(r.created_at),
        emailVerified: r.email_verified,
        sellerEnabled: r.seller_enabled,
        stats: statsOf(r),
        profileVisibility: privacy.profileVisibility,
        ...(await followStateOf(db, userId, viewer?.id)),
        ratingAcross: await ratingAcrossOf(db, userId),
        ...(privacy.showPurchaseHistory ? { purchasedAgents: await listPurchasedAgents(db, userId) } : {}),
      };
    },

    getPublicAnalytics: async (userId: string, viewer?: Viewer) => {
      await requireVisibleProfile(userId, viewer);
      const r = await findSellerProfile(db, userId);
      if (!r) throw sellerNotFound();
      const { averageRating, activeListings, totalSales } = statsOf(r);
      return { averageRating, activeListings, totalSales };
    },

    listTopSellers: async (limit: number) =>
      (await listTopSellers(db, { limit, now: new Date(now()) })).map((r) => ({
        user: toPublicPersonName(r),
        totalEarnings: formatCents(Number(r.total_earnings_cents)),
        totalSales: Number(r.total_sales),
      })),

    /** Cached for a minute: the landing page is the busiest page and the figures move slowly. */
    getPlatformStats: async (): Promise<PlatformStats> => {
      if (statsCache && now() - statsCache.at < statsTtlMs) return statsCache.value;
      const r = await countPlatformStats(db);
      const value = { agents: r.agents, sellers: r.sellers, buyers: r.buyers, salesCents: Number(r.sales_cents) };
      statsCache = { at: now(), value };
      return value;
    },

    /** Users with something on sale in id order from the `skip`th, at most `take`, a page at a time (sitemap). */
    sellerIds: async function* ({ skip = 0, take = Number.POSITIVE_INFINITY } = {}) {
      for (let afterId: string | undefined, left = take; left > 0; ) {
        const limit = Math.min(SITEMAP_PAGE, left);
        const rows = await listSellerIdsAfter(db, { afterId, offset: afterId ? 0 : skip, limit });
        yield* rows.map((r) => ({ id: r.id, updatedAt: iso(r.updated_at) }));
        if (rows.length < limit) return;
        afterId = rows.at(-1)!.id;
        left -= rows.length;
      }
    },

    countSellersWithListed: () => countSellersWithListed(db),
  };
};

export type SellersService = ReturnType<typeof createSellersService>;
