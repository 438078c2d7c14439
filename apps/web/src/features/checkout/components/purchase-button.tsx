import type { CurrentUser, Order } from '@agentsy/contracts';
import { listingMessages } from '@agentsy/contracts/messages';
import { BanIcon, CheckIcon, DownloadIcon, LogInIcon, ShoppingCartIcon, StoreIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessageOr } from '@/lib/api-client';
import { isFreePrice } from '@/lib/format';
import { loginUrl } from '@/lib/unauthorized';
import { useIsOutOfView } from '@/lib/use-is-out-of-view';
import { useHasPurchased } from '../api/get-buyer-orders';
import { useProcessPayment } from '../api/process-payment';
import { BuyBar } from './buy-bar';
import type { CheckoutListing } from './checkout-dialog';
import { DownloadReady } from './download-ready';

// The checkout (fee maths, card form, validation) loads when a buyer clicks Buy Now, not with the page.
const CheckoutDialog = lazy(() => import('./checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));

/** The fixed paymentIntentId a free listing is claimed with (docs/product.md#checkout-and-payments). */
const freeDownload = 'free_download';

type PurchaseListing = CheckoutListing & { userId: string; currentVersion?: { version: string } | null };

/** Every version revoked, or none published yet: nothing to deliver, so nothing to buy. */
const NotForSale = () => (
  <div className="grid gap-1 text-center">
    <Button size="lg" variant="secondary" disabled>
      <BanIcon aria-hidden />
      {listingMessages.notForSale.title}
    </Button>
    <p className="text-sm text-muted-foreground">{listingMessages.notForSale.message}</p>
  </div>
);

/**
 * The listing page's buy area (docs/product.md#listing-page): sign in, your own listing, already purchased,
 * not for sale (no current version), free claim or Buy Now. Dialogs live outside the branches so a finished purchase stays on screen
 * while "Already Purchased" takes the button's place.
 */
export const PurchaseButton = ({
  listing,
  user,
  discountCode,
}: {
  listing: PurchaseListing;
  user: CurrentUser | null;
  /** A seller's code from the listing address (`?code=`), pre-filled in the checkout. */
  discountCode?: string;
}) => {
  const { hasPurchased, isLoading } = useHasPurchased(user?.id, listing.id);
  const claim = useProcessPayment({
    failureToast: (error) => ({ title: 'Download Failed', description: serverMessageOr(error, 'Please try again.') }),
  });
  const [isCheckoutOpen, setCheckoutOpen] = useState(false);
  const [claimed, setClaimed] = useState<Order>();
  const isFree = isFreePrice(listing.price);
  const main = useIsOutOfView<HTMLDivElement>();

  const claimFree = () =>
    claim.mutate(
      { paymentIntentId: freeDownload, listingId: listing.id },
      {
        onSuccess: setClaimed,
      },
    );

  const isForSale = listing.currentVersion !== null;

  const action = () => {
    if (!isForSale && !user) return <NotForSale />;
    if (!user) {
      return (
        <Button asChild size="lg">
          <a href={loginUrl(`/agent/${listing.id}${discountCode ? `?code=${encodeURIComponent(discountCode)}` : ''}`)}>
            <LogInIcon aria-hidden />
            Sign In to Purchase
          </a>
        </Button>
      );
    }
    if (user.id === listing.userId) {
      return (
        <div className="grid gap-1 text-center">
          <Button size="lg" variant="secondary" disabled>
            <StoreIcon aria-hidden />
            Your listing
          </Button>
          <Link to="/seller-dashboard" className="text-sm text-brand-text hover:underline">
            Manage it in your Seller Dashboard
          </Link>
        </div>
      );
    }
    if (isLoading)
      return (
        <Button size="lg" disabled>
          Checking your orders...
        </Button>
      );
    if (hasPurchased) {
      return (
        <div className="grid gap-1 text-center">
          <Button size="lg" disabled>
            <CheckIcon aria-hidden />
            Already Purchased
          </Button>
          <Link to="/orders" className="text-sm text-brand-text hover:underline">
            Download it from My Orders
          </Link>
        </div>
      );
    }
    if (!isForSale) return <NotForSale />;
    if (isFree) {
      return (
        <Button size="lg" onClick={claimFree} disabled={claim.isPending}>
          <DownloadIcon aria-hidden />
          {claim.isPending ? 'Preparing download...' : 'Get for FREE'}
        </Button>
      );
    }
    return (
      <Button size="lg" onClick={() => setCheckoutOpen(true)}>
        <ShoppingCartIcon aria-hidden />
        Buy Now
      </Button>
    );
  };

  return (
    <>
      <div ref={main.ref} className="grid">
        {action()}
      </div>
      {main.isOutOfView && <BuyBar price={listing.price}>{action()}</BuyBar>}
      {isCheckoutOpen && (
        <Suspense fallback={null}>
          <CheckoutDialog listing={listing} initialCode={discountCode} onClose={() => setCheckoutOpen(false)} />
        </Suspense>
      )}
      <Dialog open={!!claimed} onOpenChange={(open) => !open && setClaimed(undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Ready to download</DialogTitle>
            <DialogDescription>Free agents are yours to keep; download it now.</DialogDescription>
          </DialogHeader>
          {claimed && <DownloadReady order={claimed} />}
        </DialogContent>
      </Dialog>
    </>
  );
};
