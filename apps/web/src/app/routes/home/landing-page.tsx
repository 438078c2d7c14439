import { bpsToPercent, fees } from '@agentsy/contracts/fees';
import {
  BadgeDollarSignIcon,
  DownloadIcon,
  HeartIcon,
  RocketIcon,
  SearchIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
  UploadIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlatformStatsStrip } from '@/features/stats/components/platform-stats-strip';
import { Hero } from './hero';

const buyerFeatures = [
  {
    Icon: SearchIcon,
    title: 'Find the right agent',
    text: 'Browse agents for ChatGPT, Claude, Zapier and Python by category, platform and price.',
  },
  {
    Icon: DownloadIcon,
    title: 'Download and deploy',
    text: 'Get your files as soon as you buy, with guides for every supported platform.',
  },
  {
    Icon: HeartIcon,
    title: 'Save and review',
    text: 'Keep favourites for later and read reviews from buyers who used the agent.',
  },
];

const sellerFeatures = [
  {
    Icon: UploadIcon,
    title: 'List in minutes',
    text: 'Upload your agent, prompt or workflow, add a demo video and set your price.',
  },
  {
    Icon: BadgeDollarSignIcon,
    title: `Keep ${bpsToPercent(fees.sellerShareBps)} of every sale`,
    text: 'A simple revenue share with weekly payouts to PayPal or your bank account.',
  },
  {
    Icon: TrendingUpIcon,
    title: 'Grow your audience',
    text: 'Climb the weekly leaderboards and build a following with a public seller profile.',
  },
];

const FeatureColumn = ({ title, items }: { title: string; items: typeof buyerFeatures }) => (
  <div>
    <h2 className="text-2xl font-bold">{title}</h2>
    <div className="mt-6 grid gap-4">
      {items.map(({ Icon, title: itemTitle, text }) => (
        <Card key={itemTitle}>
          <CardHeader className="flex-row items-start gap-4">
            <Icon className="size-8 shrink-0 text-brand-text" aria-hidden />
            <div className="grid gap-1.5">
              <CardTitle>{itemTitle}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </div>
          </CardHeader>
        </Card>
      ))}
    </div>
  </div>
);

export const LandingPage = () => (
  <>
    <Hero
      eyebrow="The Etsy for AI agents"
      title="Buy and sell AI agents that get real work done"
      text="Agentsy is the marketplace for AI agents, prompts, automation scripts and workflows — built by independent creators, ready to use."
    >
      <Button asChild size="lg">
        <Link to="/marketplace">
          <SearchIcon aria-hidden />
          Explore Agents
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/seller-dashboard">
          <RocketIcon aria-hidden />
          Start Selling
        </Link>
      </Button>
    </Hero>
    <section className="mx-auto grid max-w-6xl gap-12 px-4 py-16 md:grid-cols-2">
      <FeatureColumn title="For buyers" items={buyerFeatures} />
      <FeatureColumn title="For sellers" items={sellerFeatures} />
    </section>
    <PlatformStatsStrip />
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <ShieldCheckIcon className="mx-auto size-10 text-brand-text" aria-hidden />
      <h2 className="mt-4 text-3xl font-bold">Ready to get started?</h2>
      <p className="mt-3 text-muted-foreground">
        Create a free account to buy agents, save favourites and start selling your own.
      </p>
      <Button asChild size="lg" className="mt-6">
        <a href="/api/login">Create a free account</a>
      </Button>
    </section>
  </>
);
