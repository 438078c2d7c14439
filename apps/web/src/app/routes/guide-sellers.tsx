import { bpsToPercent, fees, formatUsd, limits, payoutRules } from '@agentsy/contracts';
import { Link } from 'react-router';
import { BulletList, NumberedSteps, PageSection, StaticPage, TextLink } from '@/components/static-page';
import { Button } from '@/components/ui/button';

export const Component = () => (
  <StaticPage title="Seller's Guide" intro="Turn your agents, prompts and workflows into income.">
    <PageSection title="Start selling in four steps">
      <NumberedSteps
        steps={[
          {
            title: 'Turn on seller mode',
            text: 'Open the menu and choose Become a Seller. You can add payout details later.',
          },
          {
            title: 'Upload your agent',
            text: 'From the seller dashboard, upload your file (.json, .zip, .py, .yaml or .yml, up to 10 MB) and an optional demo video.',
          },
          {
            title: 'Describe and price it',
            text: `Write a clear title and description (at least ${limits.descriptionMin} characters), pick the platform and use case, add up to ${limits.maxTags} tags and set a price — or make it free.`,
          },
          {
            title: 'Get paid',
            text: `Keep ${bpsToPercent(fees.sellerShareBps)} of every sale. Request a payout from ${formatUsd(payoutRules.minimumManualCents)}, or get paid automatically every ${payoutRules.automaticWeekday} from ${formatUsd(payoutRules.automaticThresholdCents)}.`,
          },
        ]}
      />
    </PageSection>
    <PageSection title="Listings that sell">
      <BulletList
        items={[
          'Lead with the outcome: what task does the agent take off the buyer’s hands?',
          'Show it working in a short demo video.',
          'List requirements (platform, accounts, API keys) and include setup instructions in your file.',
          'Answer buyer questions quickly and keep your agents up to date.',
        ]}
      />
    </PageSection>
    <PageSection title="Payouts and fees">
      <p>
        Payouts go to PayPal or a US bank account (ACH) and carry a {bpsToPercent(fees.payoutFeeBps)} processing fee.
        See <TextLink to="/pricing">Pricing</TextLink> and the <TextLink to="/guide/payment">payments guide</TextLink>{' '}
        for details, taxes and refunds.
      </p>
      <div>
        <Button asChild>
          <Link to="/seller-dashboard">Go to the seller dashboard</Link>
        </Button>
      </div>
    </PageSection>
  </StaticPage>
);
