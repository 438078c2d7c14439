import { type LiveEvent, liveEventSchema } from '@agentsy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';
import { useBrowserNotificationsEnabled } from '../api/get-browser-notifications';
import { applyLiveEvent } from './apply-live-event';
import { notifyOfHiddenMessage } from './system-notification';

/** How long a hidden tab keeps listening before its user counts as away. */
export const awayAfterMs = 60_000;

const canNotify = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Whether the stream stays open. An open stream tells the server its user reads live, and the
 * server then sends no "new message" mail (modules/messaging/message-mail.ts). So a tab that has
 * been hidden for a while lets go, unless the user keeps browser notifications on (and the
 * browser allows them): then the system notification tells them instead of a mail.
 */
const useIsListening = (notify: boolean) => {
  const [isAway, setIsAway] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') timer = setTimeout(() => setIsAway(true), awayAfterMs);
      else setIsAway(false);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', follow);
    };
  }, []);
  return !isAway || (notify && canNotify());
};

/**
 * The signed-in user's event stream (GET /api/events). The browser reconnects by itself and sends
 * the last event id it saw, so the server replays whatever was missed meanwhile. Loaded lazily by
 * the layout, after the first paint, for signed-in users only. The stream is one per tab, so
 * events that are not about messages go to `onOtherEvent` rather than to a second connection.
 */
export const LiveEvents = ({ onOtherEvent }: { onOtherEvent?: (data: unknown) => void }) => {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const notify = useBrowserNotificationsEnabled(!!user);
  const isListening = useIsListening(notify);
  // The stream stays open while the switch changes; the handler reads the latest choice.
  const notifyRef = useRef({ myId: user?.id ?? '', enabled: notify });
  notifyRef.current = { myId: user?.id ?? '', enabled: notify };
  const wasAway = useRef(false);
  const otherRef = useRef(onOtherEvent);
  otherRef.current = onOtherEvent;
  useEffect(() => {
    if (!isListening) {
      wasAway.current = true;
      return;
    }
    // Back from away: what arrived meanwhile was not streamed, so the messages are read again.
    if (wasAway.current) {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          String(queryKey[0]).startsWith(queryKeys.conversations.all[0]) ||
          queryKey[0] === queryKeys.conversations.unreadCount[0],
      });
    }
    wasAway.current = false;
    const source = new EventSource('/api/events', { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      const data: unknown = JSON.parse(message.data);
      const parsed = liveEventSchema.safeParse(data);
      if (!parsed.success) {
        otherRef.current?.(data);
        return;
      }
      applyLiveEvent(queryClient, parsed.data as LiveEvent);
      notifyOfHiddenMessage(parsed.data as LiveEvent, notifyRef.current);
    };
    return () => source.close();
  }, [queryClient, isListening]);
  return null;
};

export default LiveEvents;
