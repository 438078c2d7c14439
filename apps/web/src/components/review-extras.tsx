import type { ReviewReply } from '@agentsy/contracts';
import { BadgeCheckIcon } from 'lucide-react';
import { LocalDate } from '@/components/local-date';

/** Shown on a review whose author has a completed order of the agent. */
export const VerifiedPurchase = () => (
  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
    <BadgeCheckIcon className="size-3.5" aria-hidden />
    Verified purchase
  </span>
);

/** The seller's public reply under a review, with its date (plain text). */
export const SellerResponse = ({ reply }: { reply: ReviewReply }) => (
  <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 p-3 dark:bg-slate-900">
    <p className="flex flex-wrap items-center justify-between gap-2 text-xs font-semibold">
      Response from the seller
      <time dateTime={reply.createdAt} className="font-normal text-muted-foreground">
        <LocalDate iso={reply.createdAt} />
      </time>
    </p>
    <p className="mt-1 whitespace-pre-line text-sm">{reply.content}</p>
  </div>
);
