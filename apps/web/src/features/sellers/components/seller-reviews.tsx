import { limits } from '@agentsy/contracts/constants';
import { StarIcon } from 'lucide-react';
import { LocalDate } from '@/components/local-date';
import { SellerResponse, VerifiedPurchase } from '@/components/review-extras';
import { personName } from '@/lib/format';
import { useSellerReviews } from '../api/get-seller-reviews';

/** Up to five most recent reviews; the whole section is hidden while the API does not offer them. */
export const SellerReviews = ({ sellerId }: { sellerId: string }) => {
  const { data: reviews } = useSellerReviews(sellerId);
  if (!reviews) return null;
  const recent = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limits.recentReviews);
  return (
    <section aria-labelledby="seller-reviews-heading" className="grid gap-3">
      <h2 id="seller-reviews-heading" className="text-xl font-semibold">
        Recent Reviews
      </h2>
      {recent.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reviews yet.</p>
      ) : (
        <ul className="grid gap-3">
          {recent.map((review) => (
            <li key={review.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="inline-flex items-center gap-1 font-medium">
                  <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                  {review.rating}/5
                </span>
                <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                  <LocalDate iso={review.createdAt} />
                </time>
              </div>
              {review.comment && <p className="mt-2 text-sm">{review.comment}</p>}
              <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                <span>
                  {personName(review.buyer)}
                  {` on ${review.listing.title}`}
                </span>
                {review.verifiedPurchase && <VerifiedPurchase />}
              </p>
              {review.reply && <SellerResponse reply={review.reply} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
