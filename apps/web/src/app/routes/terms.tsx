import { bpsToPercent, fees, limits } from '@agentsy/contracts';
import { support } from '@agentsy/contracts/constants';
import { BulletList, PageSection, StaticPage, TextLink } from '@/components/static-page';

export const Component = () => (
  <StaticPage title="Terms of Service" intro="The rules for using Agentsy, written to be read. Last updated 2024.">
    <PageSection title="1. Accepting these terms">
      <p>
        By creating an account or using Agentsy you agree to these terms. If you use Agentsy on behalf of a company, you
        confirm you may accept them for it.
      </p>
    </PageSection>
    <PageSection title="2. Your account">
      <BulletList
        items={[
          'Give accurate information and keep your password private; you are responsible for activity on your account.',
          `Passwords must be at least ${limits.passwordMin} characters long.`,
          'One account can buy and sell. Seller mode is opt-in and can be switched off at any time.',
          'You may delete your account from Settings. Orders and payment records are kept, anonymised, as the law requires.',
        ]}
      />
    </PageSection>
    <PageSection title="3. Buying">
      <BulletList
        items={[
          `Buyers pay the listing price plus a ${bpsToPercent(fees.buyerFeeBps)} transaction fee, shown before payment.`,
          'A purchase gives you a personal licence to use the agent; you may not resell or redistribute it.',
          `You can request a refund within ${limits.refundWindowDays} days of purchase. Requests are reviewed case by case.`,
        ]}
      />
    </PageSection>
    <PageSection title="4. Selling">
      <BulletList
        items={[
          `Sellers keep ${bpsToPercent(fees.sellerShareBps)} of each sale; the platform fee is ${bpsToPercent(fees.platformShareBps)}.`,
          `Payouts carry a ${bpsToPercent(fees.payoutFeeBps)} processing fee.`,
          'You must own, or have the right to sell, everything you upload, and describe it honestly.',
          'You are responsible for your own taxes. US sellers earning $600 or more receive a 1099 form.',
          'Approved refunds are deducted from your balance.',
        ]}
      />
    </PageSection>
    <PageSection title="5. Content that is not allowed">
      <BulletList
        items={[
          'Malware, or code that collects data without clear consent.',
          "Content that infringes someone else's copyright, trademark or privacy.",
          'Agents designed for spam, fraud, harassment or any illegal purpose.',
          'Misleading listings, fake reviews or manipulation of rankings.',
        ]}
      />
      <p>We may remove listings or suspend accounts that break these rules. Buyers keep access to what they bought.</p>
    </PageSection>
    <PageSection title="6. Liability">
      <p>
        Agents are made by independent sellers. Agentsy checks uploads but cannot guarantee that every agent fits your
        needs. To the extent the law allows, our liability is limited to the amount you paid for the purchase in
        question.
      </p>
    </PageSection>
    <PageSection title="7. Changes and contact">
      <p>
        We may update these terms and will say so on this page. Questions? Write to {support.email} or use the{' '}
        <TextLink to="/contact">contact form</TextLink>.
      </p>
    </PageSection>
  </StaticPage>
);
