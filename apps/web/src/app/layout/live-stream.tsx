import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LiveEvents } from '@/features/messages/live/live-events';
import { applyNotificationEvent } from '@/features/notifications/live/apply-notification-event';

/** The one event stream of the tab: messages read it, and notifications take what is theirs. */
const LiveStream = () => {
  const queryClient = useQueryClient();
  const onOtherEvent = useCallback((data: unknown) => applyNotificationEvent(queryClient, data), [queryClient]);
  return <LiveEvents onOtherEvent={onOtherEvent} />;
};

export default LiveStream;
