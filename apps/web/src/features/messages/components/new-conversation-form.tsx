import { conversationMessages } from '@agentsy/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';
import { useStartConversation } from '../api/start-conversation';

/** docs/product.md#messages-and-support: a user ID and a first message, both required. */
export const NewConversationForm = ({ onStarted }: { onStarted: (conversationId: string) => void }) => {
  const [participantId, setParticipantId] = useState('');
  const [initialMessage, setInitialMessage] = useState('');
  const start = useStartConversation();
  const canStart = participantId.trim() !== '' && initialMessage.trim() !== '' && !start.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canStart) return;
    start.mutate(
      { participantId: participantId.trim(), initialMessage },
      {
        onSuccess: ({ id }) => {
          toast({ title: conversationMessages.started.title });
          setParticipantId('');
          setInitialMessage('');
          onStarted(id);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          // Messaging oneself has its own wording; everything else is the spec's general failure.
          const own = error instanceof ApiError && error.serverTitle;
          const { title, message } = own
            ? { title: own, message: error.serverMessage ?? conversationMessages.startFailed.message }
            : conversationMessages.startFailed;
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">New conversation</h2>
      <div className="grid gap-1.5">
        <Label htmlFor="new-conversation-user">User ID</Label>
        <Input
          id="new-conversation-user"
          value={participantId}
          onChange={(e) => setParticipantId(e.target.value)}
          required
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="new-conversation-message">First message</Label>
        <Textarea
          id="new-conversation-message"
          rows={3}
          value={initialMessage}
          onChange={(e) => setInitialMessage(e.target.value)}
          required
        />
      </div>
      <Button type="submit" disabled={!canStart}>
        {start.isPending ? 'Starting...' : 'Start Conversation'}
      </Button>
    </form>
  );
};
