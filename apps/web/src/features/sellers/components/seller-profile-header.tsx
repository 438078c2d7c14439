import type { PublicProfile } from '@agentsy/contracts';
import { AwardIcon, SparklesIcon } from 'lucide-react';
import { PersonAvatar } from '@/components/person-avatar';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { formatCount, personName, yearOf } from '@/lib/format';
import { isNewSeller, isTopRated } from './seller-badges';

/**
 * Name, badges and figures. The spec's "Usually responds in 2 hours" is left out: docs/product.md#sellers-and-profiles wants
 * the real reply time, and the API does not report one yet.
 */
export const SellerProfileHeader = ({ profile }: { profile: PublicProfile }) => {
  const name = personName(profile);
  const { stats } = profile;
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <PersonAvatar name={name} imageUrl={profile.profileImageUrl} className="size-24 text-3xl" />
      <div className="grid flex-1 gap-2">
        <h1 className="text-3xl font-bold">{name}</h1>
        <div className="flex flex-wrap items-center gap-2">
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
          <span className="text-sm text-muted-foreground">Member since {yearOf(profile.createdAt)}</span>
        </div>
        {profile.bio && <p className="max-w-2xl text-slate-700 dark:text-slate-300">{profile.bio}</p>}
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
