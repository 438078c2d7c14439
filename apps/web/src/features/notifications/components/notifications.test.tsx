import type { Notification, NotificationPage } from '@agentsy/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { applyNotificationEvent } from '../live/apply-notification-event';
import { NotificationBell } from './notification-bell';
import { NotificationsList } from './notifications-list';

let n = 0;
const published = (overrides: Partial<Notification> = {}): Notification => {
  n += 1;
  return {
    id: String(n),
    kind: 'version_published',
    link: '/orders',
    readAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    data: { listingId: 'l-1', listingTitle: 'Inbox Zero', version: `1.${n}.0`, changelog: `Change ${n}` },
    ...overrides,
  } as Notification;
};

const answerPages = (pages: Record<string, NotificationPage>) =>
  server.use(
    http.get('/api/notifications', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
      const page = pages[cursor];
      return page ? HttpResponse.json(page) : HttpResponse.json({ message: 'x', code: 'X' }, { status: 400 });
    }),
  );

describe('NotificationBell', () => {
  it('shows the unread count and lights up when the event stream brings a notice, without a reload', async () => {
    answerPages({ '': { items: [], nextCursor: null, unreadCount: 0 } });
    const { queryClient } = renderWithApp(<NotificationBell />, { user: testUser() });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.queryByTestId('notification-count')).toBeNull();
    await act(async () => {
      expect(
        applyNotificationEvent(queryClient, { type: 'notification', notification: published(), unreadCount: 1 }),
      ).toBe(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    await act(async () => {
      applyNotificationEvent(queryClient, { type: 'notifications_read', unreadCount: 0 });
    });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    // One read for the bell; the stream did the rest.
    expect(requestsSent('GET /api/notifications')).toEqual(['GET /api/notifications']);
  });

  it("refreshes the buyer's orders when a version arrives, so an open Orders screen offers it", async () => {
    answerPages({ '': { items: [], nextCursor: null, unreadCount: 0 } });
    const { queryClient } = renderWithApp(<NotificationBell />, { user: testUser() });
    await screen.findByRole('link', { name: 'Notifications' });
    queryClient.setQueryData(['/api/orders', 'order-1', 'versions'], []);
    await act(async () => {
      applyNotificationEvent(queryClient, { type: 'notification', notification: published(), unreadCount: 1 });
    });
    expect(queryClient.getQueryState(['/api/orders', 'order-1', 'versions'])?.isInvalidated).toBe(true);
  });

  it("leaves events of other kinds to the stream's other readers", () => {
    const { queryClient } = renderWithApp(<p>page</p>, { user: testUser() });
    expect(applyNotificationEvent(queryClient, { type: 'message', unreadCount: 3 })).toBe(false);
  });
});

describe('NotificationsList', () => {
  it('pages through older notifications with the server cursor', async () => {
    const first = Array.from({ length: 2 }, () => published());
    const older = published({ readAt: '2026-11-20T00:00:00Z' });
    answerPages({
      '': { items: first, nextCursor: '41', unreadCount: 2 },
      '41': { items: [older], nextCursor: null, unreadCount: 2 },
    });
    renderWithApp(<NotificationsList />, { user: testUser() });
    expect(await screen.findAllByTestId('notification')).toHaveLength(2);
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('2 unread');
    await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findAllByTestId('notification')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
    expect(requestsSent('GET /api/notifications')).toEqual([
      'GET /api/notifications',
      'GET /api/notifications?cursor=41',
    ]);
  });

  it('says what each kind is about: a new version with its changelog, a withdrawn one with the reason', async () => {
    answerPages({
      '': {
        items: [
          published({ data: { listingId: 'l', listingTitle: 'Inbox Zero', version: '1.1.0', changelog: 'Faster' } }),
          {
            id: 'r',
            kind: 'version_revoked',
            link: '/orders',
            readAt: null,
            createdAt: '2026-11-26T10:00:00.000Z',
            data: { listingId: 'l', listingTitle: 'Inbox Zero', version: '1.0.1', reason: 'Leaked a key' },
          },
        ],
        nextCursor: null,
        unreadCount: 2,
      },
    });
    renderWithApp(<NotificationsList />, { user: testUser() });
    const [newVersion, withdrawn] = await screen.findAllByTestId('notification');
    expect(within(newVersion!).getByRole('link')).toHaveTextContent('Inbox Zero 1.1.0 is available');
    expect(within(newVersion!).getByText('Faster')).toBeInTheDocument();
    expect(within(withdrawn!).getByRole('link')).toHaveTextContent('Inbox Zero 1.0.1 was withdrawn');
    expect(within(withdrawn!).getByText('Leaked a key')).toBeInTheDocument();
  });

  it("leads a seller to their dashboard about a deprecated model, and a buyer to the listing's orders before a shutdown", async () => {
    const model = { listingId: 'l-9', listingTitle: 'Inbox Zero', modelId: 'gpt-4o', modelName: 'GPT-4o' };
    const common = { readAt: null, createdAt: '2026-11-26T10:00:00.000Z' };
    answerPages({
      '': {
        items: [
          {
            ...common,
            id: 'd',
            kind: 'model_deprecated',
            link: '/seller-dashboard',
            data: { ...model, shutdownDate: '2027-02-13', replacement: 'GPT-5' },
          },
          {
            ...common,
            id: 's',
            kind: 'model_shutdown_soon',
            link: '/orders?listing=l-9',
            data: { ...model, shutdownDate: '2027-02-13', replacement: null },
          },
        ],
        nextCursor: null,
        unreadCount: 2,
      },
    });
    renderWithApp(<NotificationsList />, { user: testUser() });
    const [deprecated, shutdown] = await screen.findAllByTestId('notification');
    const seller = within(deprecated!).getByRole('link');
    expect(seller).toHaveTextContent('GPT-4o is deprecated: Inbox Zero targets it');
    expect(seller).toHaveAttribute('href', '/seller-dashboard');
    expect(
      within(deprecated!).getByText(
        'GPT-4o shuts down on 13 Feb 2027. GPT-5 replaces it. Publish a new version that works on a current model.',
      ),
    ).toBeInTheDocument();
    const buyer = within(shutdown!).getByRole('link');
    expect(buyer).toHaveTextContent('Inbox Zero is made for GPT-4o, which shuts down soon');
    expect(buyer).toHaveAttribute('href', '/orders?listing=l-9');
    expect(
      within(shutdown!).getByText('GPT-4o shuts down on 13 Feb 2027. It may stop working as it did after that day.'),
    ).toBeInTheDocument();
  });

  it('marks one read, then all, and the count follows the server', async () => {
    const items = [published(), published()];
    answerPages({ '': { items, nextCursor: null, unreadCount: 2 } });
    server.use(
      http.patch('/api/notifications/:id/read', () => HttpResponse.json({ unreadCount: 1 })),
      http.post('/api/notifications/read-all', () => HttpResponse.json({ unreadCount: 0 })),
    );
    renderWithApp(<NotificationsList />, { user: testUser() });
    const [first] = await screen.findAllByTestId('notification');
    await userEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(requestsSent(`PATCH /api/notifications/${items[0]?.id}/read`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(await bodiesSent('POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('says so when there is nothing yet', async () => {
    answerPages({ '': { items: [], nextCursor: null, unreadCount: 0 } });
    renderWithApp(<NotificationsList />, { user: testUser() });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
