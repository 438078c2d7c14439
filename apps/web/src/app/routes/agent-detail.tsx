import { listingMessages } from '@agentsy/contracts/messages';
import { BotIcon } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useHasPurchased } from '@/features/checkout/api/get-buyer-orders';
import { PurchaseButton } from '@/features/checkout/components/purchase-button';
import { SaveListingButton } from '@/features/favorites/components/favorite-toggle';
import { useListing } from '@/features/listings/api/get-listing';
import { ListingDetail } from '@/features/listings/components/detail/listing-detail';
import { ShareButton } from '@/features/listings/components/detail/share-button';
import { McpInstall } from '@/features/mcp/components/mcp-install';
import { ContactSellerDialog } from '@/features/messages/components/contact-seller-dialog';
import { QuestionsSection } from '@/features/questions/components/questions-section';
import { ModelRetirementNotice } from '@/features/releases/components/model-retirement-notice';
import { ReleasesSection } from '@/features/releases/components/releases-section';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewReplyControls } from '@/features/reviews/components/review-reply-controls';
import { ScanChecked } from '@/features/scans/components/scan-checked';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { personName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

const NotFound = () => (
  <div className="mx-auto max-w-2xl px-4 py-16">
    <EmptyState Icon={BotIcon} title={listingMessages.notFound.title} text={listingMessages.notFound.message}>
      <Button asChild>
        <Link to="/marketplace">Browse the marketplace</Link>
      </Button>
    </EmptyState>
  </div>
);

export const Component = () => {
  const { id = '' } = useParams();
  // A seller's link may carry a discount code: /agent/:id?code=SPRING-10 pre-fills the checkout.
  const discountCode = useSearchParams()[0].get('code') ?? undefined;
  const { user } = useCurrentUser();
  const { data: listing, isPending, error, refetch } = useListing(id);
  const { hasPurchased } = useHasPurchased(user?.id, listing?.id ?? id);
  useDocumentTitle(listing?.title ?? (error ? listingMessages.notFound.title : undefined));

  if (isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error || !listing) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState Icon={BotIcon} title="Could not load this agent" text="Something went wrong. Please try again.">
          <Button onClick={() => refetch()}>Try again</Button>
        </EmptyState>
      </div>
    );
  }

  const path = `/agent/${listing.id}`;
  // docs/product.md#reviews: the review form is for buyers of this agent, once each.
  const canReview = !!user && hasPurchased && !listing.reviews.some((r) => r.buyer.id === user.id);
  const isSeller = !!user && user.id === listing.seller.id;
  return (
    <>
      <ListingDetail
        listing={listing}
        purchaseSlot={<PurchaseButton listing={listing} user={user} discountCode={discountCode} />}
        questions={<QuestionsSection listingId={listing.id} sellerId={listing.seller.id} viewerId={user?.id} />}
        replyControls={isSeller ? (review) => <ReviewReplyControls review={review} /> : undefined}
        releases={
          <>
            <ModelRetirementNotice listingId={listing.id} currentVersion={listing.currentVersion?.version} />
            <ReleasesSection
              listingId={listing.id}
              renderCheck={(v) => <ScanChecked listingId={listing.id} version={v.version} files={v.files} />}
            />
          </>
        }
        actions={
          <>
            <SaveListingButton listingId={listing.id} />
            <ShareButton title={listing.title} path={path} />
            {user?.id !== listing.seller.id && (
              <ContactSellerDialog
                sellerId={listing.seller.id}
                sellerName={personName(listing.seller)}
                agentTitle={listing.title}
                label="Ask Question"
              />
            )}
          </>
        }
      />
      {hasPurchased && listing.platform === 'mcp' && (
        <div className="mx-auto max-w-6xl px-4 pb-6 lg:pr-[22rem]">
          <McpInstall listingId={listing.id} />
        </div>
      )}
      {canReview && (
        <div className="mx-auto max-w-6xl px-4 pb-10 lg:pr-[22rem]">
          <ReviewForm listingId={listing.id} />
        </div>
      )}
    </>
  );
};
