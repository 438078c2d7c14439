import type { MessageItem } from '@agentsy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** Adds a message to its open thread's cache once, whether it came back from a send or live. */
export const addMessageToThread = (queryClient: QueryClient, item: MessageItem) => {
  queryClient.setQueryData<MessageItem[]>(queryKeys.conversations.messages(item.message.conversationId), (items) =>
    items && !items.some((i) => i.message.id === item.message.id) ? [...items, item] : items,
  );
};

/** Ticks what `readerId`'s counterpart sent in the thread as read at `readAt`. */
export const markThreadRead = (queryClient: QueryClient, conversationId: string, readerId: string, readAt: string) => {
  queryClient.setQueryData<MessageItem[]>(queryKeys.conversations.messages(conversationId), (items) =>
    items?.map((i) =>
      i.message.senderId !== readerId && !i.message.readAt ? { ...i, message: { ...i.message, readAt } } : i,
    ),
  );
};

export const setUnreadCount = (queryClient: QueryClient, count: number) =>
  queryClient.setQueryData(queryKeys.conversations.unreadCount, { count });
