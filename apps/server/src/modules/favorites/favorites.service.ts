import { type Favorite, formatCents, listingMessages } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { iso } from '../listings/listing-view';
import { findListingRow } from '../listings/listings.service';
import { deleteFavorite, deleteFavoritesOf, insertFavorite, listFavorites } from './favorites.repo';

export const createFavoritesService = ({ db }: { db: Database }) => ({
  /** Idempotent: saving twice keeps one favourite. */
  addFavorite: async ({ userId, listingId }: { userId: string; listingId: string }) => {
    const listing = await findListingRow(db, listingId);
    if (!listing || listing.removedAt) throw new AppError('NOT_FOUND', listingMessages.notFound);
    await insertFavorite(db, userId, listingId);
    return { listingId, favorited: true };
  },

  removeFavorite: async ({ userId, listingId }: { userId: string; listingId: string }) => {
    if (isUuid(listingId)) await deleteFavorite(db, userId, listingId);
    return { listingId, favorited: false };
  },

  listFavorites: async (userId: string): Promise<Favorite[]> =>
    (await listFavorites(db, userId)).map((r) => ({
      id: r.id,
      createdAt: iso(r.created_at),
      listing: {
        id: r.listing_id,
        title: r.title,
        description: r.description,
        platform: r.platform,
        price: formatCents(r.price_cents),
        useCase: r.use_case,
        featured: r.featured,
        rating: { average: Math.round(Number(r.rating_average) * 100) / 100, count: Number(r.rating_count) },
        totalSales: Number(r.total_sales),
        seller: { id: r.seller_id, firstName: r.seller_first_name, lastName: r.seller_last_name },
      },
    })),
});

/** Account deletion: what a person saved is theirs alone, so it goes with them (inside its transaction). */
export const eraseFavoritesOf = (tx: DbOrTx, userId: string) => deleteFavoritesOf(tx, userId);

export type FavoritesService = ReturnType<typeof createFavoritesService>;
