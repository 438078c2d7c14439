import { limits } from '@agentsy/contracts/constants';
import { CrownIcon, MedalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { personName, pluralize } from '@/lib/format';
import { useTopSellers } from '../api/get-top-sellers';

const rankStyles = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];

export const TopSellers = () => {
  const { data: sellers, isPending, isError } = useTopSellers(limits.topSellers);
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-sm text-red-600">Could not load the top sellers.</p>;
  if (sellers.length === 0) return <p className="text-sm text-muted-foreground">No data available yet</p>;
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {sellers.map((seller, index) => {
        const name = personName(seller.user);
        const Icon = index === 0 ? CrownIcon : MedalIcon;
        return (
          <li key={seller.user.id}>
            <Card className="flex items-center gap-4 p-5">
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full ${rankStyles[index] ?? ''}`}
                aria-label={`Rank ${index + 1}`}
                role="img"
              >
                <Icon className="size-4" aria-hidden />
              </span>
              <PersonAvatar name={name} imageUrl={seller.user.profileImageUrl} className="size-12 text-base" />
              <div className="min-w-0">
                <Link to={`/seller/${seller.user.id}`} className="block truncate font-semibold hover:underline">
                  {name}
                </Link>
                <p className="text-sm text-muted-foreground">{pluralize(seller.totalSales, 'sale')}</p>
              </div>
            </Card>
          </li>
        );
      })}
    </ol>
  );
};
