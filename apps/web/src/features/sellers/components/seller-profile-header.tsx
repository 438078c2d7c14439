import type { PublicProfile } from '@agentsy/contracts';
import { AwardIcon, ClockIcon, SparklesIcon, StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocalDate } from '@/components/local-date';
import { PersonAvatar } from '@/components/person-avatar';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { VerifiedDomainBadge } from '@/components/verified-domain-badge';
import { formatCount, personName } from '@/lib/format';
import { isNewSeller, isTopRated } from './seller-badges';

/** "12 minutes", "2 hours", "3 days": a median reply time, rounded as people say it. */
export const replyTimeText = (minutes: number) => {
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return say(Math.max(1, minutes), 'minute');
  if (minutes < 48 * 60) return say(Math.round(minutes / 60), 'hour');
  return say(Math.round(minutes / (24 * 60)), 'day');
};

type Props = {
  profile: PublicProfile;
  /** The seller's median first reply (docs/product.md#rulings replaces the static "2 hours"); null until known. */
  replyMinutes?: number | null;
  /** The contact and follow buttons, left out on one's own profile. */
  contactSlot?: ReactNode;
};

/** "4.7 from 23 reviews across 6 agents", once the server finds enough reviews to say it. */
export const ratingAcrossText = ({ average, reviews, agents }: NonNullable<PublicProfile['ratingAcross']>) =>
  `${average.toFixed(1)} from ${formatCount(reviews)} reviews across ${formatCount(agents)} agents`;

/** Name, badges, figures and, once it is known, how fast the seller usually answers. */
export const SellerProfileHeader = ({ profile, replyMinutes = null, contactSlot }: Props) => {
  const name = personName(profile);
  const { stats } = profile;
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <PersonAvatar name={name} imageUrl={profile.profileImageUrl} className="size-24 text-3xl" />
      <div className="grid flex-1 gap-2">
        <h1 className="text-3xl font-bold">{name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <VerifiedDomainBadge domain={profile.verifiedDomain} className="text-sm" />
          {isTopRated(stats) && (
            <Badge className="gap-1">
              <AwardIcon className="size-3" aria-hidden />
              Top Rated
            </Badge>
          )}
          {isNewSeller(stats) && (
            <Badge variant="secondary" className="gap-1">
              <SparklesIcon className="size-3" aria-hidden />
              New Seller
            </Badge>
          )}
          <span className="text-sm text-muted-foreground">
            Member since <LocalDate iso={profile.createdAt} style="year" />
          </span>
        </div>
        {replyMinutes !== null && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <ClockIcon className="size-4" aria-hidden />
            Usually responds in {replyTimeText(replyMinutes)}
          </p>
        )}
        {profile.ratingAcross && (
          <p className="flex items-center gap-1 text-sm font-medium">
            <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            {ratingAcrossText(profile.ratingAcross)}
          </p>
        )}
        {profile.bio && <p className="max-w-2xl text-slate-700 dark:text-slate-300">{profile.bio}</p>}
        {contactSlot && <div className="flex flex-wrap items-center gap-3">{contactSlot}</div>}
      </div>
      {/* No sales yet is left unsaid rather than shown as "0 Sales". */}
      <dl className="grid grid-flow-col auto-cols-fr gap-4 text-center">
        <div>
          <dt className="text-xs text-muted-foreground">Rating</dt>
          <dd className="order-first">
            <RatingDisplay average={stats.averageRating} count={stats.totalReviews} className="text-base" />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Active agents</dt>
          <dd className="order-first text-2xl font-bold">{formatCount(stats.activeListings)}</dd>
        </div>
        {stats.totalSales > 0 && (
          <div>
            <dt className="text-xs text-muted-foreground">Sales</dt>
            <dd className="order-first text-2xl font-bold">{formatCount(stats.totalSales)}</dd>
          </div>
        )}
      </dl>
    </header>
  );
};
