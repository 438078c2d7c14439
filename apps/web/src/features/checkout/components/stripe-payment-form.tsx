import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';

export type StripePaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  isRecording: boolean;
  onSucceeded: (paymentIntentId: string) => void;
  onFailed: (message?: string) => void;
};

/** One Stripe.js per key for the page's life; it is only fetched once a buyer opens a paid checkout. */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

const PaymentForm = ({
  payLabel,
  isRecording,
  onSucceeded,
  onFailed,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) => {
  const stripe = useStripe();
  const elements = useElements();
  const [isConfirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setConfirming(true);
    try {
      // docs/product.md#checkout-and-payments: no redirect unless the card's bank demands one (3-D Secure and the like).
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (error) onFailed(error.message);
      else if (paymentIntent?.status === 'succeeded') onSucceeded(paymentIntent.id);
      else onFailed();
    } finally {
      setConfirming(false);
    }
  };

  const isBusy = isConfirming || isRecording;
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || isBusy}>
        {isBusy ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
};

/** The card provider's Payment Element. Loaded lazily: only buyers of a Stripe-configured shop fetch it. */
const StripePaymentForm = ({ publishableKey, clientSecret, ...rest }: StripePaymentFormProps) => (
  <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
    <PaymentForm {...rest} />
  </Elements>
);

export default StripePaymentForm;
