import { refundMessages } from '@agentsy/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useRespondToRefund } from '../api/respond-to-refund';

/** A seller's answer to a pending request: a message, then approve or reject. */
export const RespondForm = ({ refundId }: { refundId: string }) => {
  const [message, setMessage] = useState('');
  const respond = useRespondToRefund();
  const id = `respond-${refundId}`;

  const send = (action: 'approve' | 'reject') => {
    if (!message.trim()) {
      toast({
        title: refundMessages.messageRequired.title,
        description: refundMessages.messageRequired.message,
        variant: 'destructive',
      });
      return;
    }
    respond.mutate({ refundId, action, message: message.trim() });
  };

  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Label htmlFor={id}>Respond to the buyer</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder="Explain your decision"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send('approve')} disabled={respond.isPending}>
          Approve Refund
        </Button>
        <Button variant="destructive" onClick={() => send('reject')} disabled={respond.isPending}>
          Reject Request
        </Button>
      </div>
    </div>
  );
};
