import type { MessageItem } from '@agentsy/contracts';
import { conversationMessages } from '@agentsy/contracts/messages';
import { CheckCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { messageTime } from '@/lib/message-time';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { SendBox } from './send-box';

const Bubble = ({ item, isMine }: { item: MessageItem; isMine: boolean }) => {
  const { message } = item;
  return (
    <li className={cn('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}>
      {message.isFromAdmin && <Badge variant="secondary">{conversationMessages.supportTeam}</Badge>}
      <p
        className={cn(
          'max-w-[80%] whitespace-pre-wrap wrap-anywhere rounded-lg px-3 py-2',
          isMine ? 'bg-brand-600 text-white' : 'bg-slate-100 dark:bg-slate-800',
        )}
      >
        {message.content}
      </p>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {isMine && message.readAt && (
          <span title="Read" className="inline-flex items-center" data-testid="read-tick">
            <CheckCheckIcon className="size-3.5 text-brand-text" aria-hidden />
            <span className="sr-only">Read</span>
          </span>
        )}
      </span>
    </li>
  );
};

/**
 * One conversation: its messages oldest first and the send box. Whenever it shows a message from
 * the other side that is still unread (on opening, or arriving live), it marks the conversation read.
 */
export const MessageThread = ({
  conversationId,
  myId,
  title,
}: {
  conversationId: string;
  myId: string;
  title: string;
}) => {
  const { data: items, isPending, isError } = useMessages(conversationId);
  const { mutate: markRead } = useMarkRead();
  const scroller = useRef<HTMLDivElement>(null);
  const unreadFromOther = items?.filter((i) => i.message.senderId !== myId && !i.message.readAt).length ?? 0;

  useEffect(() => {
    if (unreadFromOther > 0) markRead(conversationId);
  }, [conversationId, unreadFromOther, markRead]);
  const shown = items?.length ?? 0;
  // Keeps the newest message in view as messages arrive.
  useEffect(() => {
    // Scrolls the message box only, never the page around it.
    if (shown > 0 && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [shown]);

  return (
    <section aria-label={`Conversation with ${title}`} className="flex min-h-[28rem] flex-col">
      <h2 className="truncate border-b border-slate-200 p-4 font-semibold dark:border-slate-800">{title}</h2>
      <div ref={scroller} className="max-h-[60vh] flex-1 overflow-y-auto p-4">
        {isPending && <Skeleton className="h-24 w-full" />}
        {isError && <p className="text-sm text-red-600">Could not load this conversation.</p>}
        {items && (
          <ol className="grid grid-cols-1 gap-3" aria-label="Messages">
            {items.map((item) => (
              <Bubble key={item.message.id} item={item} isMine={item.message.senderId === myId} />
            ))}
          </ol>
        )}
      </div>
      <SendBox conversationId={conversationId} />
    </section>
  );
};
