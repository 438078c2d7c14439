import { bpsToPercent, fees, formatUsd, limits, payoutRules } from '@agentsy/contracts';
import { BulletList, NumberedSteps, PageSection, QuestionList, StaticPage, TextLink } from '@/components/static-page';
import { PaymentMethods } from '@/features/checkout/components/payment-methods';

const payoutMethods = ['Bank transfer (ACH or wire)', 'PayPal', 'International wire transfer', 'Digital wallets'];

const issues = [
  {
    q: 'My payment was declined',
    a: 'Check the card details and billing address, make sure your bank allows online payments, or try another method.',
  },
  {
    q: "I paid but can't download my agent",
    a: 'Open My Orders: completed orders have a Download Files button. If the order is still processing, wait a minute and refresh; otherwise contact us with the order number.',
  },
  {
    q: "I haven't received my refund",
    a: 'Approved refunds take 3-5 business days to reach your account, depending on your bank. Still missing after that? Contact us.',
  },
];

export const Component = () => (
  <StaticPage title="Payments & Refunds" intro="How paying, getting paid and refunds work on Agentsy.">
    <PageSection title="Paying for agents">
      <PaymentMethods />
      <p>
        Every method is instant and none adds a fee of its own. The only buyer cost on top of the price is the{' '}
        {bpsToPercent(fees.buyerFeeBps)} transaction fee shown at checkout.
      </p>
    </PageSection>

    <PageSection title="Getting paid as a seller">
      <BulletList
        items={[
          <>
            <strong>{bpsToPercent(fees.sellerShareBps)} revenue share</strong> on every sale.
          </>,
          `Weekly automatic payouts every ${payoutRules.automaticWeekday} for balances of ${formatUsd(payoutRules.automaticThresholdCents)} or more.`,
          `Manual payout requests from ${formatUsd(payoutRules.minimumManualCents)}; a ${bpsToPercent(fees.payoutFeeBps)} processing fee applies to each payout.`,
          'Processing takes 1-3 days once a payout is sent.',
          'Payouts are available in 150+ countries.',
        ]}
      />
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">Payout methods</h3>
      <BulletList items={payoutMethods} />
    </PageSection>

    <PageSection title="Taxes">
      <p>
        Sellers are responsible for their own taxes. US sellers who earn $600 or more in a calendar year receive a 1099
        form.
      </p>
    </PageSection>

    <PageSection title="Refunds">
      <p>Every purchase is covered by a {limits.refundWindowDays}-day money-back guarantee, evaluated case by case.</p>
      <NumberedSteps
        steps={[
          {
            title: 'Request',
            text: `Request a refund from the Refunds page within ${limits.refundWindowDays} days of purchase.`,
          },
          { title: 'Review', text: 'The seller and our team review your request within 1-2 business days.' },
          {
            title: 'Processing',
            text: 'Approved refunds reach your original payment method within 3-5 business days.',
          },
        ]}
      />
    </PageSection>

    <PageSection title="Common issues">
      <QuestionList items={issues} />
      <p>
        Still stuck? <TextLink to="/contact">Contact us</TextLink> or visit the{' '}
        <TextLink to="/help">Help Center</TextLink>.
      </p>
    </PageSection>
  </StaticPage>
);
