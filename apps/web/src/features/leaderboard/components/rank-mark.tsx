import { AwardIcon, CrownIcon, MedalIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const podium = [
  { Icon: CrownIcon, style: 'bg-amber-400 text-amber-950' },
  { Icon: MedalIcon, style: 'bg-slate-300 text-slate-900' },
  { Icon: AwardIcon, style: 'bg-orange-300 text-orange-950' },
];

/** Places 1 to 3 get an icon, every later place its number (docs/product.md#leaderboards-and-invites). */
export const RankMark = ({ rank }: { rank: number }) => {
  const place = podium[rank - 1];
  if (!place) {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center text-sm font-semibold text-muted-foreground">
        #{rank}
      </span>
    );
  }
  const { Icon, style } = place;
  return (
    <span
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', style)}
      role="img"
      aria-label={`Rank ${rank}`}
    >
      <Icon className="size-4" aria-hidden />
    </span>
  );
};
