import { limits } from '@agentsy/contracts/constants';
import { DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatPrice } from '@/lib/format';
import { useListings } from '../api/get-listings';
import { labelOfUseCase, platformLabel } from './listing-labels';

/** The query behind the list, for a page that waits for it before showing anything. */
export const useSellerAgents = (sellerId: string) =>
  useListings({ sellerId, sortBy: 'newest', limit: limits.sellerProfileAgents });

/**
 * A seller's active agents on their public profile. `agentAction` adds a control per agent (the
 * page puts "Ask Question" there).
 */
export const SellerAgents = ({
  sellerId,
  agentAction,
}: {
  sellerId: string;
  agentAction?: (listing: { id: string; title: string }) => ReactNode;
}) => {
  const { data: listings, isPending, isError } = useSellerAgents(sellerId);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-sm text-red-600">Could not load this seller’s agents.</p>;
  if (listings.length === 0) {
    return <p className="text-sm text-muted-foreground">No active agents yet.</p>;
  }
  return (
    <ul className="grid gap-3">
      {listings.map((listing) => (
        <li
          key={listing.id}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800"
        >
          <div className="grid flex-1 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{listing.title}</h3>
              {listing.featured && <Badge>Featured</Badge>}
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <Badge variant="secondary">{platformLabel(listing.platform)}</Badge>
              <span>{labelOfUseCase(listing.useCase)}</span>
              <RatingDisplay average={listing.rating.average} count={listing.rating.count} />
              <span className="inline-flex items-center gap-1">
                <DownloadIcon className="size-4" aria-hidden />
                {formatCount(listing.downloadCount)}
                <span className="sr-only">downloads</span>
              </span>
            </div>
          </div>
          <span className="font-bold">{formatPrice(listing.price)}</span>
          <Button asChild size="sm" variant="outline">
            <Link to={`/agent/${listing.id}`} aria-label={`Details of ${listing.title}`}>
              Details
            </Link>
          </Button>
          {agentAction?.(listing)}
        </li>
      ))}
    </ul>
  );
};
