import type { CurrentUser, Listing } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { HelpCircleIcon, SearchIcon, TagIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AgentRequestForm } from '@/features/agent-requests/components/agent-request-form';
import { MyAgentRequests } from '@/features/agent-requests/components/my-agent-requests';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { CommunityCards } from '@/features/leaderboard/components/community-cards';
import { FeaturedListings } from '@/features/listings/components/featured-listings';
import { TopSellers } from '@/features/sellers/components/top-sellers';
import { PlatformStatsStrip } from '@/features/stats/components/platform-stats-strip';
import { greetingFor } from './greeting';
import { Hero } from './hero';
import { HomeSection } from './home-section';

const shortcuts = [
  {
    to: '/marketplace',
    title: 'Browse Agents',
    text: 'Search the catalogue by category, platform and price.',
    Icon: SearchIcon,
  },
  { to: '/sellers', title: 'All Sellers', text: 'Meet the creators behind the agents.', Icon: UsersIcon },
  {
    to: '/leaderboard',
    title: 'Leaderboard',
    text: 'Top sellers, top rated agents and top inviters.',
    Icon: TrophyIcon,
  },
  {
    to: '/help',
    title: 'Help Center',
    text: 'Guides for buying, selling, payments and integrations.',
    Icon: HelpCircleIcon,
  },
];

const favoriteToggle = (listing: Listing) => <FavoriteToggle listingId={listing.id} title={listing.title} />;

export const SignedInHome = ({ user }: { user: CurrentUser }) => (
  <>
    <Hero
      eyebrow={user.activeRole === 'seller' ? 'Seller mode' : 'Buyer mode'}
      title={greetingFor(user)}
      text="Find your next AI agent, or share one of your own with the community."
    >
      <Button asChild size="lg">
        <Link to="/marketplace">
          <SearchIcon aria-hidden />
          Explore Agents
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/create-listing">
          <TagIcon aria-hidden />
          Sell an Agent
        </Link>
      </Button>
    </Hero>
    <HomeSection id="weekly-drops" title="Weekly Drops" caption="Updated every Monday">
      <FeaturedListings count={limits.weeklyDrops} sortBy="newest" cardAction={favoriteToggle} />
    </HomeSection>
    <HomeSection
      id="featured-agents"
      title="Featured AI Agents"
      caption="Hand-picked agents from our creators."
      action={
        <Button asChild variant="outline">
          <Link to="/marketplace">View all</Link>
        </Button>
      }
    >
      <FeaturedListings count={limits.homeFeatured} sortBy="popular" cardAction={favoriteToggle} />
    </HomeSection>
    <HomeSection
      id="custom-request"
      title="Can't Find What You Need?"
      caption="Tell our creators what you're looking for and they can build it for you."
    >
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <AgentRequestForm />
        <MyAgentRequests />
      </div>
    </HomeSection>
    {/* All-time figures: the API's top sellers are not limited to this week. */}
    <HomeSection
      id="top-sellers"
      title="Top Sellers This Week"
      caption="Most sales since Sunday midnight, New York time."
    >
      <TopSellers />
    </HomeSection>
    <HomeSection
      id="community-leaderboards"
      title="Community Leaderboards"
      caption="This week's top sellers and inviters, and the best rated agents."
    >
      <CommunityCards />
    </HomeSection>
    <PlatformStatsStrip />
    <nav aria-label="Shortcuts" className="mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
      {shortcuts.map(({ to, title, text, Icon }) => (
        <Link
          key={to}
          to={to}
          className="rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Card className="h-full transition-colors hover:border-brand-500">
            <CardHeader>
              <Icon className="size-7 text-brand-text" aria-hidden />
              <CardTitle className="mt-2">{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        </Link>
      ))}
    </nav>
  </>
);
