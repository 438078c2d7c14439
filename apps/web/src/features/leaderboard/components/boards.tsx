import type { TopRatedAgentEntry, WeeklyInviterEntry, WeeklySellerEntry } from '@agentsy/contracts';
import { leaderboardCopy } from '@agentsy/contracts/messages';
import { StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { formatPrice, personName, pluralize } from '@/lib/format';
import { useTopRatedAgents } from '../api/get-top-rated-agents';
import { useWeeklyInviters } from '../api/get-weekly-inviters';
import { useWeeklySellers } from '../api/get-weekly-sellers';
import { RankedList } from './ranked-list';

type BoardProps = { top?: number };

/** Cuts a loaded board to its first `top` entries (the home page's cards show 3). */
const firstOf = <T,>(query: { data: T[] | undefined; isPending: boolean; isError: boolean }, top?: number) => ({
  ...query,
  data: top === undefined ? query.data : query.data?.slice(0, top),
});

const Person = ({ user }: { user: WeeklySellerEntry['user'] }) => {
  const name = personName(user);
  return (
    <span className="flex min-w-0 items-center gap-3">
      <PersonAvatar name={name} imageUrl={user.profileImageUrl} className="size-9 text-sm" />
      <Link to={`/seller/${user.id}`} className="truncate font-semibold hover:underline">
        {name}
      </Link>
    </span>
  );
};

export const WeeklySellersBoard = ({ top }: BoardProps) => (
  <div className="grid gap-3">
    <RankedList<WeeklySellerEntry>
      query={firstOf(useWeeklySellers(), top)}
      keyOf={(e) => e.userId}
      title={leaderboardCopy.sellerOfTheWeek}
      failure="Could not load the top sellers."
      label="Top Sellers"
      renderEntry={(e) => (
        <>
          <Person user={e.user} />
          <span className="text-sm text-muted-foreground">{pluralize(e.downloads, 'download')}</span>
        </>
      )}
    />
    {/* Says what is counted, so a seller whose own or unverified claims do not show knows why. */}
    <p className="text-xs text-muted-foreground">{leaderboardCopy.sellersCounted}</p>
  </div>
);

export const TopRatedAgentsBoard = ({ top }: BoardProps) => (
  <RankedList<TopRatedAgentEntry>
    query={firstOf(useTopRatedAgents(), top)}
    keyOf={(e) => e.listing.id}
    failure="Could not load the top rated agents."
    label="Top Rated"
    renderEntry={(e) => (
      <>
        <span className="min-w-0">
          <Link to={`/agent/${e.listing.id}`} className="block truncate font-semibold hover:underline">
            {e.listing.title}
          </Link>
          <span className="block truncate text-sm text-muted-foreground">by {personName(e.user)}</span>
        </span>
        <span className="inline-flex items-center gap-1 text-sm">
          <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          {e.avgRating.toFixed(1)} ({pluralize(e.totalReviews, 'review')})
        </span>
        <span className="text-sm font-medium">{formatPrice(e.listing.price)}</span>
      </>
    )}
  />
);

export const WeeklyInvitersBoard = ({ top }: BoardProps) => (
  <RankedList<WeeklyInviterEntry>
    query={firstOf(useWeeklyInviters(), top)}
    keyOf={(e) => e.userId}
    title={leaderboardCopy.topInviter}
    failure="Could not load the top inviters."
    label="Top Inviters"
    renderEntry={(e) => (
      <>
        <Person user={e.user} />
        <span className="text-sm text-muted-foreground">{pluralize(e.inviteCount, 'invite')}</span>
      </>
    )}
  />
);
