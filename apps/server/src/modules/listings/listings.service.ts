import type { DbOrTx } from '../../db/client';
import { createListingBrowsing } from './browse-listings';
import { createListingCreation } from './create-listing';
import { createListingEditing } from './edit-listing';
import type { ListingsDeps } from './listing-use-case';
import { createListingVideos } from './listing-videos';
import { deactivateListingsOfSeller } from './listings.repo';

/** Account deletion: the seller's listings leave the marketplace, buyers keep what they bought. */
export const deactivateListingsOf = (tx: DbOrTx, sellerId: string) => deactivateListingsOfSeller(tx, sellerId);

/**
 * Listings, by use case: browsing and reading (browse-listings.ts), creating (create-listing.ts),
 * editing (edit-listing.ts) and demo videos (listing-videos.ts).
 */
export const createListingsService = (deps: ListingsDeps) => ({
  ...createListingBrowsing(deps),
  ...createListingCreation(deps),
  ...createListingVideos(deps),
  ...createListingEditing(deps),
});

export type ListingsService = ReturnType<typeof createListingsService>;

/** Favourites show a listing's card fields. */
export { findListingRow } from './listings.repo';
