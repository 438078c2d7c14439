import type { Review } from '@agentsy/contracts';
import { StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocalDate } from '@/components/local-date';
import { SellerResponse, VerifiedPurchase } from '@/components/review-extras';
import { personName } from '@/lib/format';

const Stars = ({ rating }: { rating: number }) => (
  <span className="inline-flex" role="img" aria-label={`${rating} out of 5 stars`}>
    {[1, 2, 3, 4, 5].map((n) => (
      <StarIcon
        key={n}
        className={n <= rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300'}
        aria-hidden
      />
    ))}
  </span>
);

/** `replyControls` is the seller's reply form for a review, given by the page to the listing's seller. */
export const ReviewList = ({
  reviews,
  replyControls,
}: {
  reviews: Review[];
  replyControls?: (review: Review) => ReactNode;
}) => {
  if (reviews.length === 0) {
    return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  }
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stars rating={review.rating} />
            <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
              <LocalDate iso={review.createdAt} />
            </time>
          </div>
          {review.comment && <p className="mt-2 text-sm">{review.comment}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-3 text-xs font-medium text-muted-foreground">
            {personName(review.buyer)}
            {review.verifiedPurchase && <VerifiedPurchase />}
          </p>
          {review.reply && <SellerResponse reply={review.reply} />}
          {replyControls?.(review)}
        </li>
      ))}
    </ul>
  );
};
