import { support } from '@agentsy/contracts/constants';
import { BookOpenIcon, BugIcon, CreditCardIcon, LightbulbIcon, PlugIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BulletList, PageSection, QuestionList, StaticPage, TextLink } from '@/components/static-page';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const guides = [
  { to: '/guide/buyers', title: "Buyer's Guide", text: 'Find, buy, download and review agents.', Icon: BookOpenIcon },
  {
    to: '/guide/sellers',
    title: "Seller's Guide",
    text: 'List your agents, set prices and get paid.',
    Icon: StoreIcon,
  },
  {
    to: '/guide/payment',
    title: 'Payments & Refunds',
    text: 'Payment methods, payouts, taxes and refunds.',
    Icon: CreditCardIcon,
  },
  {
    to: '/guide/integrations',
    title: 'Integrations',
    text: 'Set up agents in ChatGPT, Claude, Zapier and Python.',
    Icon: PlugIcon,
  },
];

const faqs = [
  {
    q: 'Do I need an account to browse?',
    a: 'No. Anyone can browse the marketplace and seller profiles. You need a free account to buy, save favourites, message sellers or sell.',
  },
  {
    q: 'Where do I find the agents I bought?',
    a: 'Open My Orders from the menu. Completed orders have a Download Files button that gives you a fresh download link.',
  },
  {
    q: 'How do I start selling?',
    a: 'Open the menu and choose Become a Seller, or go straight to Sell an Agent. You can set up payout details later.',
  },
  {
    q: 'Can one account buy and sell?',
    a: 'Yes. Switch between buyer and seller mode at any time from the menu.',
  },
];

export const Component = () => (
  <StaticPage title="Help Center" intro="Guides, answers and ways to reach the Agentsy team.">
    <PageSection title="Guides">
      <div className="grid gap-4 sm:grid-cols-2">
        {guides.map(({ to, title, text, Icon }) => (
          <Link
            key={to}
            to={to}
            className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Card className="h-full transition-colors hover:border-brand-500">
              <CardHeader className="flex-row items-start gap-4">
                <Icon className="size-7 shrink-0 text-brand-text" aria-hidden />
                <div className="grid gap-1">
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </div>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </PageSection>

    <PageSection title="Frequently asked questions">
      <QuestionList items={faqs} />
    </PageSection>

    <PageSection id="bugs" title="Report a bug">
      <div className="flex items-start gap-3">
        <BugIcon className="mt-1 size-5 shrink-0 text-brand-text" aria-hidden />
        <p>Something not working as it should? Tell us and we will look into it. A good report includes:</p>
      </div>
      <BulletList
        items={[
          'what you were trying to do and the page you were on;',
          'what happened instead, including any error message;',
          'your browser and device, and whether it happens every time.',
        ]}
      />
      <div>
        <Button asChild>
          <Link to="/contact?type=bug">Report a bug</Link>
        </Button>
      </div>
    </PageSection>

    <PageSection id="feature-request" title="Request a feature">
      <div className="flex items-start gap-3">
        <LightbulbIcon className="mt-1 size-5 shrink-0 text-brand-text" aria-hidden />
        <p>
          Missing something? We read every request. Describe the problem you want solved, not only the solution — it
          helps us find the best fit. You can also use the feedback button at the bottom right of any page.
        </p>
      </div>
      <div>
        <Button asChild variant="outline">
          <Link to="/contact?type=feature">Request a feature</Link>
        </Button>
      </div>
    </PageSection>

    <PageSection title="Contact support">
      <p>
        Support hours: <strong>{support.hours}</strong>. Write to{' '}
        <a className="font-medium text-brand-text hover:underline" href={`mailto:${support.email}`}>
          {support.email}
        </a>{' '}
        or use the <TextLink to="/contact">contact form</TextLink>.
      </p>
    </PageSection>
  </StaticPage>
);
