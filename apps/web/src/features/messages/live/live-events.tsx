import { type LiveEvent, liveEventSchema } from '@agentsy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { useBrowserNotificationsEnabled } from '../api/get-browser-notifications';
import { applyLiveEvent } from './apply-live-event';
import { notifyOfHiddenMessage } from './system-notification';

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
  // The stream stays open while the switch changes; the handler reads the latest choice.
  const notifyRef = useRef({ myId: user?.id ?? '', enabled: notify });
  notifyRef.current = { myId: user?.id ?? '', enabled: notify };
  const otherRef = useRef(onOtherEvent);
  otherRef.current = onOtherEvent;
  useEffect(() => {
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
  }, [queryClient]);
  return null;
};

export default LiveEvents;
