import { refundMessages } from '@agentsy/contracts';
import { type FormEvent, useState } from 'react';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useDisputeRefund } from '../api/dispute-refund';

/** A buyer contests a rejection; an admin then resolves it (docs/product.md#refunds-and-disputes: wired, not a dead button). */
export const DisputeDialog = ({ refundId }: { refundId: string }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const dispute = useDisputeRefund({
    onSuccess: () => {
      setOpen(false);
      setReason('');
    },
  });
  const id = `dispute-${refundId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(refundMessages.disputeReasonRequired);
      return;
    }
    setError(undefined);
    dispute.mutate({ refundId, reason: reason.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Dispute Decision
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dispute Decision</DialogTitle>
          <DialogDescription>
            Tell us why the seller's decision is wrong. An admin will review the case.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id={id} label="Reason for the dispute" error={error}>
            <Textarea
              {...fieldA11y(id, error)}
              rows={4}
              maxLength={2000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={dispute.isPending}>
              {dispute.isPending ? 'Submitting...' : 'Submit Dispute'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
