import type { AdminConversation } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { messageTime } from '@/lib/message-time';
import { conversationUserName } from './support-copy';

type Props = {
  conversations: AdminConversation[];
  selectedId: string | undefined;
  onSelect: (conversation: AdminConversation) => void;
};

/** Every support conversation, newest activity first, with the user's unread replies. */
export const SupportConversationList = ({ conversations, selectedId, onSelect }: Props) => {
  if (conversations.length === 0) {
    return <p className="p-4 text-sm text-muted-foreground">No conversations yet.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-1" aria-label="Support conversations">
      {conversations.map((item) => {
        const isSelected = item.conversation.id === selectedId;
        return (
          <li key={item.conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'grid w-full grid-cols-1 gap-1 rounded-md p-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800',
                isSelected && 'bg-slate-100 dark:bg-slate-800',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{conversationUserName(item)}</span>
                <time className="shrink-0 text-xs text-muted-foreground" dateTime={item.conversation.lastMessageAt}>
                  {messageTime(item.conversation.lastMessageAt)}
                </time>
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm text-muted-foreground">{item.lastMessage?.content ?? ''}</span>
                {item.unreadCount > 0 && <Badge aria-label={`${item.unreadCount} unread`}>{item.unreadCount}</Badge>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
