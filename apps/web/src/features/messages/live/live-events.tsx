import { type LiveEvent, liveEventSchema } from '@agentsy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveEvent } from './apply-live-event';

/**
 * The signed-in user's event stream (GET /api/events). The browser reconnects by itself and sends
 * the last event id it saw, so the server replays whatever was missed meanwhile. Loaded lazily by
 * the layout, after the first paint, for signed-in users only.
 */
export const LiveEvents = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/events', { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) applyLiveEvent(queryClient, parsed.data as LiveEvent);
    };
    return () => source.close();
  }, [queryClient]);
  return null;
};

export default LiveEvents;
