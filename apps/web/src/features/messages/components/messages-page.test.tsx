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

/** The answer to POST /api/conversations (startConversationResponseSchema). */
const started = (id: string) => ({
  id,
  conversation: { id, participantOne: 'user-1', participantTwo: 'seller-1', lastMessageAt: '2025-05-01T10:00:00.000Z' },
});

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
      http.post('/api/conversations', () => HttpResponse.json(started('c1'))),
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

  it('says "That user does not exist." for an unknown user ID', async () => {
    server.use(
      http.get('/api/conversations', () => HttpResponse.json([])),
      http.post('/api/conversations', () => apiError(404, 'That user does not exist.')),
    );
    renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    await userEvent.type(await screen.findByLabelText('User ID'), 'nobody');
    await userEvent.type(screen.getByLabelText('First message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(await screen.findByText('That user does not exist.')).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('nobody');
  });

  it('says "Failed to start conversation" when the server fails', async () => {
    server.use(
      http.get('/api/conversations', () => HttpResponse.json([])),
      http.post('/api/conversations', () => apiError(500, 'Internal Server Error')),
    );
    renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    await userEvent.type(await screen.findByLabelText('User ID'), 'u-jane');
    await userEvent.type(screen.getByLabelText('First message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(await screen.findByText('Failed to start conversation')).toBeInTheDocument();
  });

  it('finds a person by name, fills in their user ID and starts the conversation with them', async () => {
    server.use(
      http.get('/api/conversations', () => HttpResponse.json([])),
      http.get('/api/people', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('name') === 'Ja'
            ? [person('u-jane', 'Jane'), person('u-jack', 'Jack')]
            : [],
        ),
      ),
      http.post('/api/conversations', () => HttpResponse.json(started('c9'))),
      http.get('/api/conversations/c9/messages', () => HttpResponse.json([])),
    );
    renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    const search = await screen.findByRole('combobox', { name: 'Find a person' });
    await userEvent.type(search, 'Ja');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['JDJane Doe', 'JDJack Doe']);
    // Arrow down to the second, Enter picks it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('User ID')).toHaveValue('u-jack');
    expect(screen.getByText('Jack Doe', { selector: 'span' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First message'), 'Hello Jack');
    await userEvent.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(await bodiesSent('POST /api/conversations')).toEqual([
      { participantId: 'u-jack', initialMessage: 'Hello Jack' },
    ]);
  });

  it('says so when nobody has a name starting with the text', async () => {
    server.use(
      http.get('/api/conversations', () => HttpResponse.json([])),
      http.get('/api/people', () => HttpResponse.json([])),
    );
    renderWithApp(<MessagesPage user={me} />, { user: me, path: '/messages' });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Find a person' }), 'Zz');
    expect(await screen.findByText('No one found by that name.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
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
