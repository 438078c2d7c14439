import type { ConversationItem } from '@agentsy/contracts';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { cn } from '@/lib/cn';
import { messageTime } from '@/lib/message-time';
import { otherSide } from './participant-name';

type Props = { conversations: ConversationItem[]; myId: string; selectedId: string | undefined };

/** The user's conversations, newest activity first, each with its unread count and last message. */
export const ConversationList = ({ conversations, myId, selectedId }: Props) => {
  if (conversations.length === 0) {
    return <p className="p-4 text-sm text-muted-foreground">No conversations yet.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-1" aria-label="Conversations">
      {conversations.map((item) => {
        const other = otherSide(item, myId);
        const isSelected = item.conversation.id === selectedId;
        return (
          <li key={item.conversation.id}>
            <Link
              to={`/messages?conversation=${item.conversation.id}`}
              aria-current={isSelected ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md p-3 hover:bg-slate-100 dark:hover:bg-slate-800',
                isSelected && 'bg-slate-100 dark:bg-slate-800',
              )}
            >
              <PersonAvatar name={other.name} imageUrl={other.imageUrl} className="size-10 text-sm" />
              <span className="grid min-w-0 flex-1 grid-cols-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium">{other.name}</span>
                  {item.lastMessage && (
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {messageTime(item.lastMessage.createdAt)}
                    </span>
                  )}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">{item.lastMessage?.content ?? ''}</span>
                  {item.unreadCount > 0 && (
                    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white">
                      {item.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
