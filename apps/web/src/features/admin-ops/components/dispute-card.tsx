import { type AdminDispute, formatUsd, refundMessages, refundReasonLabels, toCents } from '@agentsy/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useResolveDispute } from '../api/resolve-dispute';

const Statement = ({ label, text }: { label: string; text: string | null }) =>
  text ? (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line text-sm">{text}</dd>
    </div>
  ) : null;

/** One disputed refund: both sides' statements, then a note and the decision. */
export const DisputeCard = ({ dispute }: { dispute: AdminDispute }) => {
  const [note, setNote] = useState('');
  const resolve = useResolveDispute();
  const noteId = `dispute-note-${dispute.id}`;
  const buyer = dispute.buyer.displayName || dispute.buyer.email;
  const seller = dispute.seller.displayName || dispute.seller.email;

  const decide = (outcome: 'refund' | 'uphold') => {
    if (!note.trim()) {
      toast({
        title: refundMessages.messageRequired.title,
        description: refundMessages.messageRequired.message,
        variant: 'destructive',
      });
      return;
    }
    resolve.mutate({ refundId: dispute.id, outcome, message: note.trim() });
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold">{dispute.order.listing.title}</p>
            <p className="text-sm text-muted-foreground">
              Buyer {buyer} · Seller {seller} · Requested {formatDate(dispute.createdAt)}
            </p>
          </div>
          <span className="font-semibold">{formatUsd(toCents(dispute.amount))}</span>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Statement label="Buyer's reason" text={refundReasonLabels[dispute.reason]} />
          <Statement label="Buyer's description" text={dispute.description} />
          <Statement label="Seller's answer" text={dispute.sellerMessage} />
          <Statement label="Buyer's dispute" text={dispute.disputeReason} />
        </dl>
        <div className="grid gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Label htmlFor={noteId}>Note to the buyer and the seller</Label>
          <Textarea
            id={noteId}
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Explain the decision"
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide('refund')} disabled={resolve.isPending}>
              Refund Buyer
            </Button>
            <Button variant="outline" onClick={() => decide('uphold')} disabled={resolve.isPending}>
              Side with Seller
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
};
