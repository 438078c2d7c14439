import { settingsMessages } from '@agentsy/contracts/messages';
import { LockIcon, UserXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SellerAgents, useSellerAgents } from '@/features/listings/components/seller-agents';
import { ContactSellerDialog } from '@/features/messages/components/contact-seller-dialog';
import { usePublicProfile } from '@/features/sellers/api/get-public-profile';
import { useReplyTime } from '@/features/sellers/api/get-reply-time';
import { useSellerReviews } from '@/features/sellers/api/get-seller-reviews';
import { FollowButton } from '@/features/sellers/components/follow-button';
import { PurchasedAgents } from '@/features/sellers/components/purchased-agents';
import { SellerProfileHeader } from '@/features/sellers/components/seller-profile-header';
import { SellerReviews } from '@/features/sellers/components/seller-reviews';
import { TrustPanel } from '@/features/sellers/components/trust-panel';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { personName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Component = () => {
  const { sellerId = '' } = useParams();
  const { data, isPending, error, refetch } = usePublicProfile(sellerId);
  const isMissing = error instanceof ApiError && error.status === 404;
  // Its owner hides it from this viewer: only the id, name and visibility came back.
  const hidden = data && !('stats' in data) ? data : undefined;
  const profile = data && 'stats' in data ? data : undefined;
  useDocumentTitle(
    hidden
      ? settingsMessages.profilePrivate
      : profile
        ? personName(profile)
        : isMissing
          ? 'Seller Not Found'
          : undefined,
  );
  // The agents and reviews load with the profile and the page appears once, whole: parts
  // arriving one by one would push everything below them down the screen.
  const agents = useSellerAgents(sellerId);
  const reviews = useSellerReviews(sellerId);
  const replyTime = useReplyTime(sellerId);
  const { user } = useCurrentUser();

  if (isPending || (profile && (agents.isPending || reviews.isPending || replyTime.isPending))) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        {isMissing ? (
          <EmptyState Icon={UserXIcon} title="Seller Not Found" text="This seller doesn't exist or has left Agentsy.">
            <Button asChild>
              <Link to="/sellers">Browse creators</Link>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            Icon={UserXIcon}
            title="Could not load this seller"
            text="Something went wrong. Please try again."
          >
            <Button onClick={() => refetch()}>Try again</Button>
          </EmptyState>
        )}
      </div>
    );
  }
  if (hidden || !profile) {
    const forMembers = hidden?.profileVisibility === 'users';
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState
          Icon={LockIcon}
          title={forMembers ? settingsMessages.profileForMembers : settingsMessages.profilePrivate}
          text={`${hidden?.displayName ?? 'This user'} keeps their profile to themselves. Their agents are still in the marketplace.`}
        >
          {forMembers ? (
            <Button asChild>
              <SignInLink>Sign In</SignInLink>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/marketplace">Browse agents</Link>
            </Button>
          )}
        </EmptyState>
      </div>
    );
  }
  const name = personName(profile);
  // docs/product.md#messages-and-support: nobody is offered to message themselves.
  const canContact = user?.id !== profile.id;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <SellerProfileHeader
        profile={profile}
        replyMinutes={replyTime.data?.medianMinutes ?? null}
        contactSlot={
          canContact && (
            <>
              <ContactSellerDialog sellerId={profile.id} sellerName={name} />
              <FollowButton profile={profile} />
            </>
          )
        }
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-8">
          <section aria-labelledby="agents-heading" className="grid gap-3">
            <h2 id="agents-heading" className="text-xl font-semibold">
              Agents by {personName(profile)}
            </h2>
            <SellerAgents
              sellerId={profile.id}
              agentAction={
                canContact
                  ? (listing) => (
                      <ContactSellerDialog
                        sellerId={profile.id}
                        sellerName={name}
                        agentTitle={listing.title}
                        label="Ask Question"
                        size="sm"
                      />
                    )
                  : undefined
              }
            />
          </section>
          <SellerReviews sellerId={profile.id} />
          {profile.purchasedAgents && <PurchasedAgents agents={profile.purchasedAgents} />}
        </div>
        <aside>
          <TrustPanel profile={profile} />
        </aside>
      </div>
    </div>
  );
};
