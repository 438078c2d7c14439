import type { Listing } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useMarketplaceListings } from '../../api/get-listings';
import { ListingCard, ListingCardSkeleton, ListingGrid } from '../listing-card';
import type { toListingsParams } from './marketplace-filters';

const resultHeading = (count: number, hasMore: boolean) =>
  `${count}${hasMore ? '+' : ''} AI ${count === 1 && !hasMore ? 'agent' : 'agents'} found`;

/**
 * The result grid with offset paging. The API returns no total, so the heading counts what has
 * been loaded and adds "+" while another page may follow.
 */
export const MarketplaceResults = ({
  params,
  cardAction,
  onClearAll,
}: {
  params: ReturnType<typeof toListingsParams>;
  cardAction?: (listing: Listing) => ReactNode;
  /** Absent when no filter is set: a Clear All that clears nothing would be a dead button. */
  onClearAll?: () => void;
}) => {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    useMarketplaceListings(params);

  if (isPending) {
    return (
      <section aria-busy="true" aria-label="Loading agents">
        <ListingGrid>
          {Array.from({ length: limits.skeletonCards }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ListingCardSkeleton key={i} />
          ))}
        </ListingGrid>
      </section>
    );
  }
  if (isError) {
    return (
      <EmptyState Icon={SearchXIcon} title="Could not load agents" text="Something went wrong. Please try again.">
        <Button onClick={() => refetch()}>Try again</Button>
      </EmptyState>
    );
  }

  // A listing published between two page loads shifts the offsets; show each one once.
  const listings = [...new Map(data.pages.flat().map((l) => [l.id, l])).values()];
  if (listings.length === 0) {
    return (
      <EmptyState Icon={SearchXIcon} title="No AI agents found" text="Try adjusting your filters or search terms...">
        {onClearAll && (
          <Button variant="outline" onClick={onClearAll}>
            Clear All
          </Button>
        )}
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <h2 id="results-heading" className="text-xl font-semibold">
        {resultHeading(listings.length, hasNextPage)}
      </h2>
      <ListingGrid>
        {listings.map((listing) => (
          <ListingCard key={listing.id} listing={listing} action={cardAction?.(listing)} />
        ))}
      </ListingGrid>
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {isFetchingNextPage ? 'Loading...' : 'Load More Agents'}
          </Button>
        </div>
      )}
    </section>
  );
};
