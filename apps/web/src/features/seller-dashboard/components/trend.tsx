import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A real month-over-month change; nothing at all when last month had no sales to compare with. */
export const Trend = ({ percent, label }: { percent: number | null; label: string }) => {
  if (percent === null) return null;
  const isUp = percent >= 0;
  const Icon = isUp ? TrendingUpIcon : TrendingDownIcon;
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-medium', isUp ? 'text-success-text' : 'text-red-600')}
      data-testid="trend"
    >
      <Icon className="size-3.5" aria-hidden />
      {isUp ? '+' : ''}
      {percent.toFixed(1)}% {label}
    </span>
  );
};
