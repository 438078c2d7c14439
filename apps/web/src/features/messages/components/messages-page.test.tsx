import type { ConversationItem } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { applyLiveEvent } from '../live/apply-live-event';
import { MessagesPage } from './messages-page';
import { UnreadBadge } from './unread-badge';

const me = testUser({ id: 'me' });
const person = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Doe',
  displayName: null,
  profileImageUrl: null,
});
const conversation = (id: string, other: string, unreadCount: number, last: string): ConversationItem => ({
  conversation: { id, participantOne: other, participantTwo: 'me', lastMessageAt: new Date().toISOString() },
  participantOne: other === 'admin-system' ? null : person(other, other === 'u-jane' ? 'Jane' : 'Max'),
  participantTwo: person('me', 'Ada'),
  unreadCount,
  lastMessage: { content: last, senderId: other, createdAt: new Date().toISOString() },
});

const list = [
  conversation('c1', 'u-jane', 2, 'Is it still available?'),
  conversation('c2', 'admin-system', 0, 'Welcome aboard'),
];

describe('MessagesPage', () => {
  it('lists conversations with the other side’s name, last message and unread badge', async () => {
    server.use(http.get('/api/conversations', () => HttpResponse.json(list)));
    renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    const items = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jane Doe');
    expect(items[0]).toHaveTextContent('Is it still available?');
    expect(within(items[0]!).getByText('2')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Support Team');
    expect(items[1]).toHaveTextContent('Welcome aboard');
    expect(within(items[1]!).queryByText('unread', { exact: false })).toBeNull();
  });

  it('starts a conversation from a user ID and a first message, then opens it', async () => {
    server.use(
      http.get('/api/conversations', () => HttpResponse.json(list)),
      http.post('/api/conversations', () => HttpResponse.json({ id: 'c1' })),
      http.get('/api/conversations/c1/messages', () => HttpResponse.json([])),
    );
    const { router } = renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    const start = await screen.findByRole('button', { name: 'Start Conversation' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('User ID'), 'u-jane');
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First message'), 'Hello Jane');
    await userEvent.click(start);
    expect(await screen.findByText('Conversation started')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/conversations')).toEqual([
      { participantId: 'u-jane', initialMessage: 'Hello Jane' },
    ]);
    expect(router.state.location.search).toBe('?conversation=c1');
    expect(await screen.findByRole('region', { name: 'Conversation with Jane Doe' })).toBeInTheDocument();
  });

  it('says "Failed to start conversation" when the server refuses', async () => {
    server.use(
      http.get('/api/conversations', () => HttpResponse.json([])),
      http.post('/api/conversations', () => apiError(404, 'That user does not exist.')),
    );
    renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    await userEvent.type(await screen.findByLabelText('User ID'), 'nobody');
    await userEvent.type(screen.getByLabelText('First message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(await screen.findByText('Failed to start conversation')).toBeInTheDocument();
  });

  it('raises the unread badge when a message arrives live', async () => {
    server.use(http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })));
    const { queryClient } = renderWithApp(<UnreadBadge signedIn />, { user: me });
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/messages/unread-count'])).toEqual({ count: 0 }));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    applyLiveEvent(queryClient, {
      type: 'message',
      conversationId: 'c1',
      item: {
        message: {
          id: 'm',
          conversationId: 'c1',
          senderId: 'u-jane',
          content: 'Hi',
          createdAt: new Date().toISOString(),
          readAt: null,
          isFromAdmin: false,
        },
        sender: null,
      },
      unreadCount: 3,
    });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3 unread messages');
  });
});
