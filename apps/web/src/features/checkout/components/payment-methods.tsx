import type { PaymentProviderName } from '@agentsy/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePaymentsConfig } from '../api/get-payments-config';

type Method = { title: string; text: string; note: string };

/**
 * What the configured payment provider takes, and nothing it does not: the built-in sandbox takes
 * only its test cards; Stripe's payment form takes cards, and wallets where the device has one.
 */
export const paymentMethodsOf: Record<PaymentProviderName, Method[]> = {
  sandbox: [
    {
      title: 'Test cards',
      text: 'This marketplace runs in test mode: pay with one of the test card numbers listed at checkout.',
      note: 'Instant · no real money moves',
    },
  ],
  stripe: [
    {
      title: 'Credit and debit cards',
      text: 'Visa, Mastercard, American Express and more, through Stripe.',
      note: 'Instant · no method fees',
    },
    {
      title: 'Digital wallets',
      text: 'Apple Pay or Google Pay, offered at checkout when your browser and device have one set up.',
      note: 'Instant · no method fees',
    },
  ],
};

/** The payment guide's list of buyer payment methods, read from the server's payment settings. */
export const PaymentMethods = () => {
  const { data: config } = usePaymentsConfig();
  // Until the settings are read (and in the page rendered ahead, which cannot know them): no promise.
  if (!config) return <p>Payments are taken by card at checkout; the form there shows every method on offer.</p>;
  const methods = paymentMethodsOf[config.provider];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {methods.map(({ title, text, note }) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle className="text-base">{title}</CardTitle>
            <CardDescription>{text}</CardDescription>
            <p className="text-sm font-medium text-success-text">{note}</p>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
};
