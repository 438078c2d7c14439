import type { AdminConversation, AdminUser, MessageItem } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { MessagesTab } from './messages-tab';

afterEach(() => resetToasts());

const jane: AdminUser = {
  id: 'user-jane',
  email: 'jane@example.com',
  name: 'Jane Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
};

const now = new Date().toISOString();

const conversation = (overrides: Partial<AdminConversation> = {}): AdminConversation => ({
  conversation: { id: 'conv-1', participantOne: jane.id, participantTwo: 'admin-system', lastMessageAt: now },
  userId: jane.id,
  user: {
    id: jane.id,
    firstName: 'Jane',
    lastName: 'Doe',
    displayName: null,
    profileImageUrl: null,
    email: jane.email,
  },
  unreadCount: 1,
  lastMessage: { content: 'I need help', senderId: jane.id, createdAt: now },
  ...overrides,
});

const item = (id: string, content: string, isFromAdmin: boolean, readAt: string | null = null): MessageItem => ({
  message: {
    id,
    conversationId: 'conv-1',
    senderId: isFromAdmin ? 'admin-system' : jane.id,
    content,
    createdAt: now,
    readAt,
    isFromAdmin,
  },
  sender: null,
});

const sent = (content: string) => HttpResponse.json(item('m-new', content, true));

const open = () => renderWithApp(<MessagesTab />, { user: testUser({ role: 'admin' }) });

describe('MessagesTab', () => {
  it('searches only with text, needs a user and a message, and sends with the category', async () => {
    server.use(
      http.get('/api/admin/conversations', () => HttpResponse.json([])),
      http.get('/api/admin/users', () => HttpResponse.json([jane])),
      http.post('/api/admin/messages', () => sent('Your invoice is ready')),
    );
    open();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(requestsSent('GET /api/admin/users')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Search users'), 'jane');
    await userEvent.click(await screen.findByRole('button', { name: /Jane Doe/ }));
    expect(screen.getByTestId('selected-user')).toHaveTextContent('jane@example.com');
    await userEvent.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'billing');
    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.type(screen.getByLabelText('Message'), 'Your invoice is ready');
    await userEvent.click(send);

    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/admin/messages')).toEqual([
      { userId: jane.id, content: 'Your invoice is ready', category: 'billing' },
    ]);
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('says "Failed to send message" when the send fails', async () => {
    server.use(
      http.get('/api/admin/conversations', () => HttpResponse.json([])),
      http.get('/api/admin/users', () => HttpResponse.json([jane])),
      http.post('/api/admin/messages', () => apiError(500, 'boom')),
    );
    open();
    await userEvent.type(screen.getByLabelText('Search users'), 'jane');
    await userEvent.click(await screen.findByRole('button', { name: /Jane Doe/ }));
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('lists support conversations; opening one shows the thread, marks replies read and answers', async () => {
    server.use(
      http.get('/api/admin/conversations', () => HttpResponse.json([conversation()])),
      http.get('/api/admin/conversations/conv-1/messages', () =>
        HttpResponse.json([item('m1', 'Welcome to Agentsy', true, now), item('m2', 'I need help', false)]),
      ),
      http.patch('/api/admin/conversations/conv-1/read', () =>
        HttpResponse.json({
          conversationId: 'conv-1',
          readAt: now,
          marked: 1,
        }),
      ),
      http.post('/api/admin/messages', () => sent('Happy to help')),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Support conversations' });
    expect(within(list).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(list).getByLabelText('1 unread')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: /Jane Doe/ }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Jane Doe' });
    expect(await within(thread).findByText('I need help')).toBeInTheDocument();
    expect(within(thread).getByText('Support Team')).toBeInTheDocument();
    await vi.waitFor(() => expect(requestsSent('PATCH /api/admin/conversations/conv-1/read')).toHaveLength(1));

    await userEvent.type(within(thread).getByLabelText('Reply'), 'Happy to help');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/admin/messages')).toEqual([
      { userId: jane.id, content: 'Happy to help', category: 'support' },
    ]);
  });

  it('says so when there are no conversations yet', async () => {
    server.use(http.get('/api/admin/conversations', () => HttpResponse.json([])));
    open();
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  });
});
