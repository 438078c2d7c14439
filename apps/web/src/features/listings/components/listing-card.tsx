import type { Listing } from '@agentsy/contracts';
import { DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifiedDomainBadge } from '@/components/verified-domain-badge';
import { VersionLine } from '@/components/version-line';
import { formatCount, formatPrice, isFreePrice } from '@/lib/format';
import { ListingCover } from './listing-cover';
import { labelOfUseCase, platformLabel, sellerName } from './listing-labels';

type CardListing = Pick<
  Listing,
  'id' | 'title' | 'summary' | 'platform' | 'useCase' | 'price' | 'rating' | 'downloadCount' | 'seller'
> &
  Partial<Pick<Listing, 'currentVersion' | 'updatedAt' | 'images'>>;

/**
 * One listing in a grid. `action` is where the page puts the favourite toggle: it lives in the
 * favourites feature, and the card stays a plain link otherwise. `eager`: the card is on the
 * first screen, so its cover loads at once.
 */
export const ListingCard = ({
  listing,
  action,
  eager,
}: {
  listing: CardListing;
  action?: ReactNode;
  eager?: boolean;
}) => (
  <Card className="relative flex h-full flex-col transition-colors hover:border-brand-500" data-testid="listing-card">
    <ListingCover cover={listing.images?.[0]} eager={eager} />
    <div className="flex flex-1 flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <Badge variant="secondary">{platformLabel(listing.platform)}</Badge>
        <span className={isFreePrice(listing.price) ? 'font-bold text-success-text' : 'font-bold'}>
          {formatPrice(listing.price)}
        </span>
      </div>
      <h3 className="text-lg font-semibold leading-tight">
        {/* The stretched link makes the whole card clickable while the heart stays its own button. */}
        <Link
          to={`/agent/${listing.id}`}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
        >
          {listing.title}
        </Link>
      </h3>
      <p className="line-clamp-3 text-sm text-muted-foreground">{listing.summary}</p>
      <p className="text-xs font-medium uppercase tracking-wide text-brand-text">{labelOfUseCase(listing.useCase)}</p>
      <VersionLine listing={listing} className="text-xs text-muted-foreground" />
      <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm text-muted-foreground">
        <RatingDisplay average={listing.rating.average} count={listing.rating.count} />
        <span className="inline-flex items-center gap-1" title="Downloads">
          <DownloadIcon className="size-4" aria-hidden />
          {formatCount(listing.downloadCount)}
          <span className="sr-only">downloads</span>
        </span>
      </div>
    </div>
    <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-5 py-2 text-sm dark:border-slate-800">
      <span className="grid min-w-0">
        <span className="truncate text-muted-foreground">by {sellerName(listing.seller)}</span>
        <VerifiedDomainBadge domain={listing.seller.verifiedDomain} className="truncate" />
      </span>
      {action && <div className="relative z-10">{action}</div>}
    </div>
  </Card>
);

export const ListingCardSkeleton = () => (
  <Card className="flex flex-col gap-3 p-5" aria-hidden data-testid="listing-card-skeleton">
    <div className="flex justify-between">
      <Skeleton className="h-5 w-20" />
      <Skeleton className="h-5 w-12" />
    </div>
    <Skeleton className="h-6 w-3/4" />
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-4 w-1/3" />
    <Skeleton className="h-5 w-full" />
  </Card>
);

export const ListingGrid = ({ children }: { children: ReactNode }) => (
  <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</div>
);
