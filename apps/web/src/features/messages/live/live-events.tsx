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
 * the layout, after the first paint, for signed-in users only.
 */
export const LiveEvents = () => {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const notify = useBrowserNotificationsEnabled(!!user);
  // The stream stays open while the switch changes; the handler reads the latest choice.
  const notifyRef = useRef({ myId: user?.id ?? '', enabled: notify });
  notifyRef.current = { myId: user?.id ?? '', enabled: notify };
  useEffect(() => {
    const source = new EventSource('/api/events', { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      applyLiveEvent(queryClient, parsed.data as LiveEvent);
      notifyOfHiddenMessage(parsed.data as LiveEvent, notifyRef.current);
    };
    return () => source.close();
  }, [queryClient]);
  return null;
};

export default LiveEvents;
