import {
  type AdminConversation,
  type AdminMessageCategory,
  adminMessageCategories,
  conversationMessages,
  limits,
} from '@agentsy/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { messageTime } from '@/lib/message-time';
import { useSupportMessages } from '../api/get-support-messages';
import { useMarkSupportRead } from '../api/mark-support-read';
import { useSendSupportMessage } from '../api/send-support-message';
import { categoryLabels } from './support-copy';

/** One support conversation as the Support Team sees it, with a box to answer the user. */
export const SupportThread = ({ item, title }: { item: AdminConversation; title: string }) => {
  const conversationId = item.conversation.id;
  const { data: messages, isPending, isError } = useSupportMessages(conversationId);
  const { mutate: markRead } = useMarkSupportRead();
  const send = useSendSupportMessage({ onSent: () => setContent('') });
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<AdminMessageCategory>('support');
  const unreadReplies = messages?.filter((m) => !m.message.isFromAdmin && !m.message.readAt).length ?? 0;

  useEffect(() => {
    if (unreadReplies > 0) markRead(conversationId);
  }, [conversationId, unreadReplies, markRead]);

  const canSend = content.trim().length > 0 && !send.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate({ userId: item.userId, content, category });
  };

  return (
    <section aria-label={`Conversation with ${title}`} className="grid min-w-0 grid-cols-1 gap-3">
      <h3 className="truncate font-semibold">{title}</h3>
      {isPending && <Skeleton className="h-24 w-full" />}
      {isError && <p className="text-sm text-destructive">Could not load this conversation.</p>}
      {messages && (
        <ol className="grid max-h-96 grid-cols-1 gap-3 overflow-y-auto" aria-label="Messages">
          {messages.map(({ message }) => (
            <li
              key={message.id}
              className={cn('flex flex-col gap-1', message.isFromAdmin ? 'items-end' : 'items-start')}
            >
              {message.isFromAdmin && <Badge variant="secondary">{conversationMessages.supportTeam}</Badge>}
              <p
                className={cn(
                  'max-w-[80%] whitespace-pre-wrap wrap-anywhere rounded-lg px-3 py-2',
                  message.isFromAdmin ? 'bg-brand-600 text-white' : 'bg-slate-100 dark:bg-slate-800',
                )}
              >
                {message.content}
              </p>
              <time className="text-xs text-muted-foreground" dateTime={message.createdAt}>
                {messageTime(message.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="grid gap-2">
        <div className="flex gap-2">
          <NativeSelect
            aria-label="Reply category"
            value={category}
            onChange={(e) => setCategory(e.target.value as AdminMessageCategory)}
            className="w-40"
          >
            {adminMessageCategories.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Textarea
          aria-label="Reply"
          rows={3}
          maxLength={limits.messageMax}
          placeholder="Type your answer..."
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        <Button type="submit" disabled={!canSend} className="justify-self-start">
          {send.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </section>
  );
};
