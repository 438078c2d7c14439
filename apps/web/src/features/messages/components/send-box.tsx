import { limits } from '@agentsy/contracts/constants';
import { conversationMessages } from '@agentsy/contracts/messages';
import { SendIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage } from '../api/send-message';

/** Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export const SendBox = ({ conversationId }: { conversationId: string }) => {
  const [content, setContent] = useState('');
  const send = useSendMessage();
  const canSend = content.trim().length > 0 && !send.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    send.mutate({ conversationId, content }, { onSuccess: () => setContent('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800">
      <Textarea
        aria-label="Message"
        placeholder="Type a message..."
        rows={2}
        maxLength={limits.messageMax}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-0 min-w-0 flex-1 resize-none"
      />
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
        <SendIcon className="size-4" aria-hidden />
      </Button>
      <span className="sr-only" aria-live="polite">
        {content.length > 0 && content.trim().length === 0 ? conversationMessages.empty : ''}
      </span>
    </form>
  );
};
