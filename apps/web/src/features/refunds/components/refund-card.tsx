import { formatUsd, type Refund, refundMessages, toCents } from '@agentsy/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { relativeTime } from '@/lib/relative-time';
import { DisputeDialog } from './dispute-dialog';
import { refundReasonLabels } from './refund-labels';
import { RefundStatusBadge } from './refund-status-badge';
import { RespondForm } from './respond-form';

const Detail = ({ label, text }: { label: string; text: string | null }) =>
  text ? (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line text-sm">{text}</dd>
    </div>
  ) : null;

/** Approved by the seller, or refunded by an admin's resolution of a dispute ("Refunded: ..."). */
const isRefunded = (refund: Refund) =>
  refund.status === 'approved' || (refund.status === 'resolved' && !!refund.resolution?.startsWith('Refunded'));

export const RefundCard = ({ refund, view }: { refund: Refund; view: 'buyer' | 'seller' }) => {
  const buyerName = refund.buyer.displayName || refund.buyer.email;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold">{view === 'seller' ? buyerName : refund.order.listing.title}</p>
            <p className="text-sm text-muted-foreground">
              Request #{refund.id.slice(0, 8)} · {view === 'seller' ? `${refund.order.listing.title} · ` : ''}
              {relativeTime(refund.createdAt)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold">{formatUsd(toCents(refund.amount))}</span>
            <RefundStatusBadge status={refund.status} />
          </div>
        </div>
        <dl className="grid gap-3">
          <Detail label="Reason" text={refundReasonLabels[refund.reason]} />
          <Detail label="Description" text={refund.description} />
          <Detail label="Seller's message" text={refund.sellerMessage} />
          <Detail label="Dispute" text={refund.disputeReason} />
          <Detail label="Resolution" text={refund.resolution} />
        </dl>
        {refund.status === 'approved' && (
          <p className="text-sm font-medium text-success-text">{refundMessages.processing}</p>
        )}
        {view === 'buyer' && isRefunded(refund) && (
          <p className="text-sm text-muted-foreground">{refundMessages.reviewRemoved}</p>
        )}
        {view === 'seller' && refund.status === 'pending' && <RespondForm refundId={refund.id} />}
        {view === 'buyer' && refund.status === 'rejected' && (
          <div>
            <DisputeDialog refundId={refund.id} />
          </div>
        )}
      </CardContent>
    </Card>
  );
};
