import { checkoutFigures, FREE_DOWNLOAD, formatUsd, type Order, toCents } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { paymentIntentRequest, useCreatePaymentIntent } from '../api/create-payment-intent';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useProcessPayment } from '../api/process-payment';
import { CheckoutSummary } from './checkout-summary';
import { type AppliedCode, DiscountCodeField } from './discount-code-field';
import { DownloadReady } from './download-ready';
import { SandboxCardForm } from './sandbox-card-form';

// The card provider's libraries stay out of every bundle until a Stripe checkout opens.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export type CheckoutListing = { id: string; title: string; price: string };

const genericFailure = 'Something went wrong. Please try again.';

const paymentFailedToast = (description: string) =>
  toast({ title: 'Payment Failed', description, variant: 'destructive' });

/** docs/product.md#checkout-and-payments: the provider's message (a decline says why), else the generic one. */
const paymentFailed = {
  failureToast: (error: unknown) => ({ title: 'Payment Failed', description: serverMessageOr(error, genericFailure) }),
};

const SettingUp = () => (
  <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" role="status">
    <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
    Setting up secure payment...
  </p>
);

/**
 * Mounted only while open: creates the payment intent at once (docs/product.md#checkout-and-payments), takes the card, records
 * the order and then offers the download. A failed setup closes it with the spec's toast.
 */
export const CheckoutDialog = ({
  listing,
  initialCode,
  onClose,
}: {
  listing: CheckoutListing;
  /** From the listing address's `?code=`: pre-filled, applied when the buyer chooses Apply. */
  initialCode?: string;
  onClose: () => void;
}) => {
  const listedCents = toCents(listing.price);
  const [applied, setApplied] = useState<AppliedCode>();
  const priceCents = applied ? toCents(applied.discountedPrice) : listedCents;
  const config = usePaymentsConfig();
  const createIntent = useCreatePaymentIntent({
    failureToast: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
  });
  // A code applied later makes a second payment at its price; the first one simply expires unpaid.
  const codedIntent = useCreatePaymentIntent({
    failureToast: (error) => ({ title: 'Discount code', description: serverMessageOr(error, genericFailure) }),
  });
  const confirmSandbox = useConfirmSandboxPayment(paymentFailed);
  const processPayment = useProcessPayment(paymentFailed);
  const [order, setOrder] = useState<Order>();
  const hasStarted = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one intent per opening, whatever re-renders
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    createIntent.mutate(paymentIntentRequest(listing.id, priceCents), {
      onError: onClose,
    });
  }, []);

  const applyCode = (code: AppliedCode) => {
    setApplied(code);
    const cents = toCents(code.discountedPrice);
    if (cents > 0) codedIntent.mutate(paymentIntentRequest(listing.id, cents, code.code));
  };

  const record = (paymentIntentId: string) =>
    processPayment.mutate(
      { paymentIntentId, listingId: listing.id, ...(applied ? { discountCode: applied.code } : {}) },
      {
        onSuccess: (created) => {
          setOrder(created);
          toast({ title: 'Payment Successful', description: `${listing.title} is ready to download.` });
        },
      },
    );

  const intent = applied ? codedIntent.data : createIntent.data;
  const payLabel = `Pay ${formatUsd(checkoutFigures(priceCents).total)}`;
  const renderPaymentForm = () => {
    if (applied && priceCents === 0) {
      // 100% off: nothing to pay; the code claims the agent.
      return (
        <Button size="lg" onClick={() => record(FREE_DOWNLOAD)} disabled={processPayment.isPending}>
          <DownloadIcon aria-hidden />
          {processPayment.isPending ? 'Preparing download...' : 'Get for FREE'}
        </Button>
      );
    }
    if (!intent || config.isPending) return <SettingUp />;
    if (intent.provider === 'stripe' && config.data?.publishableKey) {
      return (
        <Suspense fallback={<SettingUp />}>
          <StripePaymentForm
            key={intent.clientSecret}
            publishableKey={config.data.publishableKey}
            clientSecret={intent.clientSecret}
            payLabel={payLabel}
            isRecording={processPayment.isPending}
            onSucceeded={record}
            onFailed={(message) => paymentFailedToast(message ?? genericFailure)}
          />
        </Suspense>
      );
    }
    return (
      <SandboxCardForm
        payLabel={payLabel}
        isPending={confirmSandbox.isPending || processPayment.isPending}
        onPay={(card) =>
          confirmSandbox.mutate(
            { clientSecret: intent.clientSecret, ...card },
            { onSuccess: ({ paymentIntent }) => record(paymentIntent.id) },
          )
        }
      />
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{order ? 'Purchase complete' : `Buy ${listing.title}`}</DialogTitle>
          <DialogDescription>
            Downloads are available right after purchase. Each download link lasts {limits.downloadLinkHours} hours.
          </DialogDescription>
        </DialogHeader>
        {order ? (
          <DownloadReady order={order} />
        ) : (
          <div className="grid gap-4">
            <CheckoutSummary
              priceCents={priceCents}
              discount={applied && { code: applied.code, originalCents: listedCents }}
            />
            <DiscountCodeField
              listingId={listing.id}
              initialCode={initialCode}
              disabled={processPayment.isPending || confirmSandbox.isPending}
              onApplied={applyCode}
            />
            {renderPaymentForm()}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};
