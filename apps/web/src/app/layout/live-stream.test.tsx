import { defaultNotificationPreferences, type Notification } from '@agentsy/contracts';
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import LiveStream from './live-stream';

/** The browser's EventSource, as far as the stream uses it: the test plays the server's messages. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

const notice: Notification = {
  id: '7',
  kind: 'version_published',
  link: '/orders',
  readAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  data: { listingId: 'l-1', listingTitle: 'Inbox Zero', version: '1.1.0', changelog: 'Faster' },
};

describe('LiveStream', () => {
  it('hands notification events of the one stream to the bell', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    server.use(
      http.get('/api/users/notifications', () => HttpResponse.json(defaultNotificationPreferences)),
      http.get('/api/notifications', () => HttpResponse.json({ items: [], nextCursor: null, unreadCount: 0 })),
    );
    renderWithApp(
      <>
        <NotificationBell />
        <LiveStream />
      </>,
      { user: testUser() },
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(FakeEventSource.last?.url).toBe('/api/events');
    act(() => FakeEventSource.last?.send({ type: 'notification', notification: notice, unreadCount: 1 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
