import type { Listing, ListingsCount } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useListingsCount, useMarketplaceListings } from '../../api/get-listings';
import { ListingCard, ListingCardSkeleton, ListingGrid } from '../listing-card';
import type { toListingsParams } from './marketplace-filters';

const resultHeading = ({ total, isAtLeast }: ListingsCount) =>
  `${total.toLocaleString('en-US')}${isAtLeast ? '+' : ''} AI ${total === 1 && !isAtLeast ? 'agent' : 'agents'} found`;

/**
 * The result grid with offset paging. The heading gives the server's count of every match (up to
 * its cap); until that answers it names what has been loaded. Another page is offered only while
 * fewer than that count are shown: a last page that happens to be full is not a sign of more.
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
  const { data: count } = useListingsCount(params);

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

  const hasMore = hasNextPage && (!count || count.isAtLeast || listings.length < count.total);
  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <h2 id="results-heading" className="text-xl font-semibold">
        {resultHeading(count ?? { total: listings.length, isAtLeast: hasMore })}
      </h2>
      <ListingGrid>
        {listings.map((listing, i) => (
          <ListingCard key={listing.id} listing={listing} action={cardAction?.(listing)} eager={i < 2} />
        ))}
      </ListingGrid>
      {hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {isFetchingNextPage ? 'Loading...' : 'Load More Agents'}
          </Button>
        </div>
      )}
    </section>
  );
};
