import type { Review } from '@agentsy/contracts';
import { communityLimits } from '@agentsy/contracts/constants';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useReviewReply } from '../api/review-reply';

/** Under each review, for the listing's seller: reply once, then edit or delete the reply. */
export const ReviewReplyControls = ({ review }: { review: Review }) => {
  const { save, remove } = useReviewReply(review.listingId);
  const [isEditing, setEditing] = useState(false);
  const [content, setContent] = useState('');
  const fieldId = useId();
  const hasReply = !!review.reply;

  const open = () => {
    setContent(review.reply?.content ?? '');
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ reviewId: review.id, content, isEdit: hasReply }, { onSuccess: () => setEditing(false) });
  };

  if (!isEditing) {
    return (
      <div className="mt-2 flex gap-2">
        <Button variant="outline" size="sm" onClick={open}>
          {hasReply ? 'Edit reply' : 'Reply'}
        </Button>
        {hasReply && (
          <ConfirmButton
            variant="ghost"
            title="Delete your reply?"
            description="Your response disappears from this review."
            onConfirm={() => remove.mutate({ reviewId: review.id })}
            disabled={remove.isPending}
          >
            Delete reply
          </ConfirmButton>
        )}
      </div>
    );
  }
  return (
    <form className="mt-3 grid gap-2" onSubmit={submit}>
      <Label htmlFor={fieldId}>Your public reply</Label>
      <Textarea
        id={fieldId}
        rows={3}
        maxLength={communityLimits.replyMax}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || !content.trim()}>
          {save.isPending ? 'Saving...' : hasReply ? 'Save reply' : 'Post reply'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
