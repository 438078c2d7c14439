import type { LiveEvent } from '@agentsy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { addMessageToThread, markThreadRead, setUnreadCount } from '../api/thread-cache';

/** Brings the cached conversations, thread and unread badge up to date with one streamed event. */
export const applyLiveEvent = (queryClient: QueryClient, event: LiveEvent) => {
  setUnreadCount(queryClient, event.unreadCount);
  if (event.type === 'message') addMessageToThread(queryClient, event.item);
  else markThreadRead(queryClient, event.conversationId, event.readerId, event.readAt);
  void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all });
};
