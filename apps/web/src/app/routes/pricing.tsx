import { applyBps, bpsToPercent, checkoutFigures, fees, formatUsd, payoutRules } from '@agentsy/contracts';
import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BulletList, PageSection, StaticPage, TextLink } from '@/components/static-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

// Worked examples use a $10.00 listing so every figure on the page comes from the fee rules.
const examplePriceCents = 1000;
const checkout = checkoutFigures(examplePriceCents);
const sellerEarns = applyBps(examplePriceCents, fees.sellerShareBps);
const payoutFee = applyBps(sellerEarns, fees.payoutFeeBps);

const buyerFee = bpsToPercent(fees.buyerFeeBps);
const sellerShare = bpsToPercent(fees.sellerShareBps);
const platformShare = bpsToPercent(fees.platformShareBps);
const payoutFeePercent = bpsToPercent(fees.payoutFeeBps);

const Plan = ({ title, price, note, items }: { title: string; price: string; note: string; items: string[] }) => (
  <Card className="flex flex-col">
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      <p className="text-4xl font-extrabold text-brand-text">{price}</p>
      <CardDescription>{note}</CardDescription>
    </CardHeader>
    <CardContent>
      <ul className="grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-text" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </CardContent>
  </Card>
);

export const Component = () => (
  <StaticPage title="Pricing" intro="No subscriptions and no listing fees. You only pay when something sells.">
    <div className="grid gap-6 md:grid-cols-2">
      <Plan
        title="Buyers"
        price={`+${buyerFee}`}
        note="a transaction fee on top of the listing price"
        items={[
          'Free account, free browsing',
          'Free listings download at no cost',
          'Instant access to your files after payment',
          'Refund requests within 30 days of purchase',
        ]}
      />
      <Plan
        title="Sellers"
        price={sellerShare}
        note={`of every sale is yours; the platform keeps ${platformShare}`}
        items={[
          'Free to list, no monthly fees',
          `Manual payouts from ${formatUsd(payoutRules.minimumManualCents)}`,
          `Automatic weekly payouts every ${payoutRules.automaticWeekday} from ${formatUsd(payoutRules.automaticThresholdCents)}`,
          `${payoutFeePercent} processing fee per payout`,
        ]}
      />
    </div>

    <PageSection title="What a buyer pays">
      <p>
        Buyers pay the listing price plus a {buyerFee} transaction fee. For a listing priced{' '}
        {formatUsd(checkout.subtotal)}, the fee is {formatUsd(checkout.transactionFee)} and the total at checkout is{' '}
        {formatUsd(checkout.total)}. Free listings stay free: no fee is added.
      </p>
    </PageSection>

    <PageSection title="What a seller earns">
      <p>
        Sellers keep {sellerShare} of the listing price; the platform fee is {platformShare}. A{' '}
        {formatUsd(examplePriceCents)} sale adds {formatUsd(sellerEarns)} to your balance.
      </p>
      <BulletList
        items={[
          <>
            Request a payout by PayPal or bank transfer (ACH) once your balance reaches{' '}
            {formatUsd(payoutRules.minimumManualCents)}.
          </>,
          <>
            Or save a payout method and get paid automatically every {payoutRules.automaticWeekday} when your balance is{' '}
            {formatUsd(payoutRules.automaticThresholdCents)} or more.
          </>,
          <>
            A {payoutFeePercent} processing fee is deducted from each payout: paying out {formatUsd(sellerEarns)} sends
            you {formatUsd(sellerEarns - payoutFee)}.
          </>,
        ]}
      />
    </PageSection>

    <PageSection title="Questions?">
      <p>
        Read the <TextLink to="/guide/payment">payments guide</TextLink> for payout methods, taxes and refunds, or{' '}
        <TextLink to="/contact">contact us</TextLink>.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/marketplace">Browse Agents</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/seller-dashboard">Start Selling</Link>
        </Button>
      </div>
    </PageSection>
  </StaticPage>
);
