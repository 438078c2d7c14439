import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';

/** docs/product.md#reviews: rating 1-5, default 5; the comment is optional. The page shows this to purchasers only. */
export const ReviewForm = ({ listingId }: { listingId: string }) => {
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const create = useCreateReview({
    onSuccess: () => {
      setRating(5);
      setComment('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ listingId, rating, comment });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Review this agent</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit}>
          <StarRatingInput value={rating} onChange={setRating} />
          <div className="grid gap-2">
            <Label htmlFor="review-comment">Comment (optional)</Label>
            <Textarea
              id="review-comment"
              rows={3}
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder="What worked well? What could be better?"
            />
          </div>
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit Review'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
