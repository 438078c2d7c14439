import type { Participant } from '@agentsy/contracts';
import { conversationMessages } from '@agentsy/contracts/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { personName } from '@/lib/format';
import { useStartConversation } from '../api/start-conversation';
import { PersonSearch } from './person-search';

/** The toast of a refused start: the server's own heading and words ("That user does not exist."). */
const startFailure = (error: unknown) => {
  if (!(error instanceof ApiError) || error.status >= 500) return conversationMessages.startFailed;
  return {
    title: error.serverTitle ?? conversationMessages.startFailed.title,
    message: error.serverMessage ?? conversationMessages.startFailed.message,
  };
};

/**
 * docs/product.md#messages-and-support: a user ID and a first message, both required. The ID can be typed, or filled in by
 * picking a person found by name.
 */
export const NewConversationForm = ({ onStarted }: { onStarted: (conversationId: string) => void }) => {
  const [participantId, setParticipantId] = useState('');
  const [picked, setPicked] = useState<Participant | null>(null);
  const [initialMessage, setInitialMessage] = useState('');
  const start = useStartConversation({
    failureToast: (error) => {
      const { title, message } = startFailure(error);
      return { title, description: message };
    },
  });
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
          setPicked(null);
          setInitialMessage('');
          onStarted(id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">New conversation</h2>
      <PersonSearch
        id="new-conversation-person"
        onPick={(person) => {
          setPicked(person);
          setParticipantId(person.id);
        }}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="new-conversation-user">User ID</Label>
        <Input
          id="new-conversation-user"
          value={participantId}
          onChange={(e) => {
            setParticipantId(e.target.value);
            setPicked(null);
          }}
          aria-describedby={picked ? 'new-conversation-to' : undefined}
          required
        />
        {picked && (
          <p id="new-conversation-to" className="truncate text-sm text-muted-foreground">
            To: <span className="font-medium">{personName(picked)}</span>
          </p>
        )}
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
