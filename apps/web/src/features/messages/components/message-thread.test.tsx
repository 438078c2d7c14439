import type { MessageItem, SendMessage } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { messageTime } from '@/lib/message-time';
import { bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { applyLiveEvent } from '../live/apply-live-event';
import { MessageThread } from './message-thread';

const me = testUser({ id: 'me' });
const item = (
  id: string,
  senderId: string,
  content: string,
  extra: Partial<MessageItem['message']> = {},
): MessageItem => ({
  message: {
    id,
    conversationId: 'c1',
    senderId,
    content,
    createdAt: new Date().toISOString(),
    readAt: null,
    isFromAdmin: false,
    ...extra,
  },
  sender: null,
});

const thread = [
  item('m1', 'admin-system', 'Welcome to Agentsy', { isFromAdmin: true, readAt: '2026-01-01T00:00:00Z' }),
  item('m2', 'me', 'Thanks!', { readAt: new Date().toISOString() }),
  item('m3', 'me', 'Still there?'),
  item('m4', 'admin-system', 'Yes', { isFromAdmin: true }),
];

const render = () => {
  server.use(
    http.get('/api/conversations/c1/messages', () => HttpResponse.json(thread)),
    http.patch('/api/conversations/c1/read', () =>
      HttpResponse.json({
        conversationId: 'c1',
        readAt: new Date().toISOString(),
        marked: 1,
      }),
    ),
    http.post<never, SendMessage, MessageItem>('/api/conversations/c1/messages', async ({ request }) =>
      HttpResponse.json(item('m5', 'me', (await request.json()).content.trim())),
    ),
    http.get('/api/conversations', () => HttpResponse.json([])),
    http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })),
  );
  return renderWithApp(<MessageThread conversationId="c1" myId="me" title="Support Team" />, { user: me });
};

describe('MessageThread', () => {
  it('shows messages oldest first, the Support Team badge and a read tick on own read messages only', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Welcome to Agentsy',
      'Thanks!',
      'Still there?',
      'Yes',
    ]);
    expect(within(rows[0]!).getByText('Support Team')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Support Team')).toBeNull();
    expect(within(rows[1]!).getByText('Read')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Read')).toBeNull();
    expect(within(rows[3]!).queryByText('Read')).toBeNull(); // not mine
  });

  it('marks the conversation read when opened with unread messages from the other side', async () => {
    render();
    await screen.findByText('Yes');
    await vi.waitFor(() => expect(requestsSent('PATCH /api/conversations/c1/read')).toHaveLength(1));
  });

  it('sends on Enter and keeps Shift+Enter as a new line', async () => {
    render();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(await bodiesSent('POST /api/conversations/c1/messages')).toEqual([]);
    expect(box).toHaveValue('line one\nline two');
    await userEvent.type(box, '{Enter}');
    await vi.waitFor(async () =>
      expect(await bodiesSent('POST /api/conversations/c1/messages')).toEqual([{ content: 'line one\nline two' }]),
    );
    expect(await screen.findByText(/line one\s+line two/)).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('never sends blank text', async () => {
    render();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(await bodiesSent('POST /api/conversations/c1/messages')).toEqual([]);
  });

  it('shows a message and a read tick that arrive live', async () => {
    const { queryClient } = render();
    await screen.findByText('Yes');
    applyLiveEvent(queryClient, {
      type: 'message',
      conversationId: 'c1',
      item: item('m9', 'admin-system', 'Live one', { isFromAdmin: true }),
      unreadCount: 1,
    });
    expect(await screen.findByText('Live one')).toBeInTheDocument();
    applyLiveEvent(queryClient, {
      type: 'read',
      conversationId: 'c1',
      readerId: 'admin-system',
      readAt: new Date().toISOString(),
      unreadCount: 0,
    });
    await vi.waitFor(() => expect(screen.getAllByText('Read')).toHaveLength(2));
  });
});

describe('messageTime', () => {
  const now = new Date('2026-11-23T15:00:00').getTime();
  it('uses the time under 24 hours, weekday and time under 168 hours, else month, day and time', () => {
    expect(messageTime(new Date('2026-11-23T09:05:00').toISOString(), now)).toBe('9:05 AM');
    expect(messageTime(new Date('2026-11-20T14:30:00').toISOString(), now)).toBe('Fri 2:30 PM');
    expect(messageTime(new Date('2026-11-01T08:00:00').toISOString(), now)).toBe('Nov 1, 8:00 AM');
  });
});
