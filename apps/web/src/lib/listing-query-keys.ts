/**
 * Listing cache keys, shared so any feature that changes a listing can refresh what the listings
 * feature shows without importing it.
 */

/** Every listing query starts with this, so a change can refresh them all at once. */
export const listingsQueryKeyRoot = ['/api/listings'] as const;

/** One listing's detail (GET /api/listings/:id). */
export const listingQueryKey = (id: string) => [...listingsQueryKeyRoot, id] as const;
