import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A real average and count (docs/product.md#reviews: never a placeholder). With no reviews yet there is no
 * average to show, so the item reads "New" instead of zero stars.
 */
export const RatingDisplay = ({
  average,
  count,
  className,
  showCount = true,
}: {
  average: number;
  count: number;
  className?: string;
  showCount?: boolean;
}) => {
  if (count === 0) {
    return (
      <span
        className={cn('inline-flex items-center gap-1 text-sm text-muted-foreground', className)}
        data-testid="rating"
      >
        New
      </span>
    );
  }
  const rounded = average.toFixed(1);
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm', className)}
      data-testid="rating"
      role="img"
      aria-label={`Rated ${rounded} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}
    >
      <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="font-medium" aria-hidden>
        {rounded}
      </span>
      {showCount && (
        <span className="text-muted-foreground" aria-hidden>
          ({count})
        </span>
      )}
    </span>
  );
};
