import type { Listing } from '@agentsy/contracts';
import type { ReactNode } from 'react';
import { useListings } from '../api/get-listings';
import { ListingCard, ListingCardSkeleton } from './listing-card';

/** A short strip of featured listings (home page): Weekly Drops take the newest, Featured the most popular. */
export const FeaturedListings = ({
  count,
  sortBy,
  cardAction,
}: {
  count: number;
  sortBy: 'newest' | 'popular';
  cardAction?: (listing: Listing) => ReactNode;
}) => {
  const { data: listings, isPending, isError } = useListings({ featured: true, sortBy, limit: count });
  const gridClasses = count <= 3 ? 'grid gap-5 sm:grid-cols-3' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
  if (isPending) {
    return (
      <div className={gridClasses} aria-busy="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-sm text-red-600">Could not load the featured agents.</p>;
  if (listings.length === 0) return <p className="text-sm text-muted-foreground">No featured agents yet.</p>;
  return (
    <div className={gridClasses}>
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} action={cardAction?.(listing)} />
      ))}
    </div>
  );
};
