import {
  type ListingDetail,
  type ListingsCount,
  type ListingsQuery,
  listingCountCap,
  pricePresets,
  toCents,
  toPlatformSlug,
  useCasesForFilter,
} from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPerson } from '../../lib/public-person';
import { modelsOf } from '../models/models.service';
import { isEntitledTo } from '../orders/orders.service';
import { EMPTY_PAGE, type ListingFilter, listListings, runOn } from './browse-listings.repo';
import { type ListingsDeps, notFound } from './listing-use-case';
import { iso } from './listing-view';
import {
  countListed,
  countListingView,
  findListingView,
  listListedIdsAfter,
  listReviewsOfListing,
  wasEverReleased,
} from './listings.repo';
import { countListings } from './listings-count.repo';

const SITEMAP_PAGE = 1000;

/**
 * `model` must be in the catalogue. Only an empty answer asks it: a listing's models were checked
 * against the catalogue when its version was published, and models are never deleted, so a
 * search that found listings of the model needs no catalogue read. Read on the primary: the first
 * read of an empty catalogue seeds it (models.service.ts).
 */
const checkModelIfEmpty = async (db: DbOrTx, query: ListingsQuery, isEmpty: boolean) => {
  if (!query.model || !isEmpty || (await modelsOf(db, [query.model])).length) return;
  throw new AppError('BAD_REQUEST', { message: `Unknown model: ${query.model}` });
};

const toFilter = (query: ListingsQuery, viewerId: string | undefined): ListingFilter => {
  const platform = query.platform ? toPlatformSlug(query.platform) : undefined;
  if (query.platform && !platform)
    throw new AppError('BAD_REQUEST', { message: `Unknown platform: ${query.platform}` });
  const useCaseValue = query.useCase ?? query.category;
  const useCases = useCaseValue ? useCasesForFilter(useCaseValue) : undefined;
  if (useCaseValue && !useCases?.length)
    throw new AppError('BAD_REQUEST', { message: `Unknown use case: ${useCaseValue}` });
  const sellerId = query.sellerId === 'me' ? viewerId : query.sellerId;
  if (query.sellerId === 'me' && !viewerId) throw new AppError('UNAUTHORIZED');
  const includeInactive = query.includeInactive === 'true';
  if (includeInactive && (!viewerId || sellerId !== viewerId)) {
    throw new AppError('FORBIDDEN', { message: 'Only the seller can list their inactive listings.' });
  }
  const preset = query.price ? pricePresets[query.price] : undefined;
  const presetMin = preset ? toCents(preset.min) : undefined;
  const presetMax = preset?.max !== undefined ? toCents(preset.max) : undefined;
  return {
    featured: query.featured === undefined ? undefined : query.featured === 'true',
    platform,
    useCases,
    priceMinCents: query.priceMin ?? presetMin,
    priceMaxCents: query.priceMax ?? presetMax,
    search: query.search || undefined,
    sellerId,
    includeInactive,
    model: query.model,
    currentModelsOnly: query.currentModels === 'true',
    sortBy: query.sortBy,
    limit: query.limit,
    offset: query.offset,
  };
};

/** Browsing and reading listings: the marketplace page, its count, a listing's page, previews and the sitemap. */
/** Who asks for a listing's page, looked up only when the listing is not live. */
export type ListingViewer = () => Promise<{ id: string; sessionId: string } | null>;

export const createListingBrowsing = ({
  db,
  readDb,
  isElevatedAdmin,
}: Pick<ListingsDeps, 'db' | 'readDb' | 'isElevatedAdmin'>) => {
  /**
   * One statement counts the view and reads the listing; a replica cannot count, so there the
   * primary counts and the replica reads; the count in the answer is the primary's.
   */
  const viewListing = async (id: string) => {
    if (!readDb) return findListingView(db, id, { countView: true });
    const [counted, listing] = await Promise.all([
      countListingView(db, id),
      findListingView(readDb, id, { countView: false }),
    ]);
    return listing && counted !== undefined ? { ...listing, viewCount: counted } : listing;
  };

  /**
   * A listing without a current version (docs/decisions/053-listing-without-version.md):
   * its page stays readable when a version was published once (every one revoked since), and
   * otherwise only its seller, an admin and an entitled buyer see it.
   */
  const isReadable = async (listing: { id: string; userId: string }, viewer: ListingViewer) => {
    if (await wasEverReleased(db, listing.id)) return true;
    const user = await viewer();
    if (!user) return false;
    if (user.id === listing.userId) return true;
    return (await isElevatedAdmin(user)) || (await isEntitledTo(db, user.id, listing.id));
  };

  return {
    listListings: async ({ query, viewerId }: { query: ListingsQuery; viewerId?: string }) => {
      const page = await listListings(readDb ?? db, toFilter(query, viewerId));
      await checkModelIfEmpty(db, query, page === EMPTY_PAGE);
      return page;
    },

    /** How many listings the same query pages through, up to listingCountCap. */
    countListings: async ({ query, viewerId }: { query: ListingsQuery; viewerId?: string }): Promise<ListingsCount> => {
      const n = await countListings(runOn(readDb ?? db), toFilter(query, viewerId));
      await checkModelIfEmpty(db, query, n === 0);
      return { total: Math.min(n, listingCountCap), isAtLeast: n > listingCountCap };
    },

    /** Listing detail with reviews; every call counts a view, of a listing out in public. */
    getListing: async (id: string, viewer: ListingViewer = async () => null): Promise<ListingDetail> => {
      if (!isUuid(id)) throw notFound();
      const listing = (await viewListing(id)) ?? (await findListingView(db, id, { countView: false }));
      if (!listing) throw notFound();
      if (!listing.currentVersion && !(await isReadable(listing, viewer))) throw notFound();
      const reviews = await listReviewsOfListing(readDb ?? db, id);
      return {
        ...listing,
        reviews: reviews.map((r) => ({
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          createdAt: iso(r.created_at),
          listingId: r.listing_id,
          buyer: toPublicPerson({ ...r, id: r.buyer_id }),
          verifiedPurchase: r.verified_purchase,
          reply:
            r.reply_content === null
              ? null
              : { content: r.reply_content, createdAt: iso(r.reply_created_at!), updatedAt: iso(r.reply_updated_at!) },
        })),
      };
    },

    /** A seller's own listing, live or not, without counting a view (API v1); 404 for anyone else's. */
    getOwnListing: async (id: string, sellerId: string) => {
      const listing = isUuid(id) ? await findListingView(db, id, { countView: false }) : undefined;
      if (!listing || listing.userId !== sellerId) throw notFound();
      return listing;
    },

    /**
     * A listing as a shared link shows it: no view counted, undefined when missing, removed or
     * never released (a visitor's view of its page).
     */
    findListingForPreview: async (id: string) => {
      const listing = isUuid(id) ? await findListingView(db, id, { countView: false }) : undefined;
      return listing && (listing.currentVersion || (await wasEverReleased(db, id))) ? listing : undefined;
    },

    /**
     * Listed listings in id order from the `skip`th, at most `take`, a page at a time, so a sitemap
     * file of any size never sits in memory.
     */
    listedIds: async function* ({ skip = 0, take = Number.POSITIVE_INFINITY } = {}) {
      for (let afterId: string | undefined, left = take; left > 0; ) {
        const limit = Math.min(SITEMAP_PAGE, left);
        const rows = await listListedIdsAfter(db, { afterId, offset: afterId ? 0 : skip, limit });
        yield* rows.map((r) => ({ id: r.id, updatedAt: iso(r.updated_at) }));
        if (rows.length < limit) return;
        afterId = rows.at(-1)!.id;
        left -= rows.length;
      }
    },

    countListed: () => countListed(db),
  };
};
