import { bpsToPercent, fees, limits } from '@agentsy/contracts';
import { Link } from 'react-router';
import { BulletList, NumberedSteps, PageSection, StaticPage, TextLink } from '@/components/static-page';
import { Button } from '@/components/ui/button';

export const Component = () => (
  <StaticPage title="Buyer's Guide" intro="How to find, buy and put AI agents to work.">
    <PageSection title="Getting started">
      <NumberedSteps
        steps={[
          {
            title: 'Browse the marketplace',
            text: (
              <>
                Open the <TextLink to="/marketplace">marketplace</TextLink> and filter by category, platform or price,
                or search for the task you want to automate.
              </>
            ),
          },
          {
            title: 'Check the listing',
            text: 'Read the description, watch the demo video, check the platform it runs on and read reviews from other buyers.',
          },
          {
            title: 'Buy securely',
            text: `Pay at checkout with the methods it offers (see Payments & Refunds). A ${bpsToPercent(fees.buyerFeeBps)} transaction fee is added to the price; free agents download at once.`,
          },
          {
            title: 'Download and set up',
            text: (
              <>
                Your files are in My Orders. The <TextLink to="/guide/integrations">integrations guide</TextLink> walks
                you through setup on each platform.
              </>
            ),
          },
        ]}
      />
    </PageSection>
    <PageSection title="Choosing a good agent">
      <BulletList
        items={[
          'Make sure the platform matches the tools you use (ChatGPT, Claude, Zapier, Python...).',
          'Prefer listings with a demo video and recent reviews.',
          'Look at the seller profile: ratings, number of sales and how long they have been selling.',
          'Unsure? Ask the seller a question before buying.',
        ]}
      />
    </PageSection>
    <PageSection title="After you buy">
      <BulletList
        items={[
          'Save agents you like to Favorites to find them again.',
          'Leave a review: it helps other buyers and the seller.',
          `Something wrong? Request a refund within ${limits.refundWindowDays} days from the Refunds page.`,
        ]}
      />
    </PageSection>
    <PageSection title="Need help?">
      <p>
        Our team is happy to help — <TextLink to="/contact">contact us</TextLink> with any question.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/marketplace">Browse the marketplace</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact support</Link>
        </Button>
      </div>
    </PageSection>
  </StaticPage>
);
