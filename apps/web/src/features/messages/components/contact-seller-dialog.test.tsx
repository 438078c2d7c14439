import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ContactSellerDialog } from './contact-seller-dialog';

/** The answer to POST /api/conversations (startConversationResponseSchema). */
const started = (id: string) => ({
  id,
  conversation: { id, participantOne: 'user-1', participantTwo: 'seller-1', lastMessageAt: '2025-05-01T10:00:00.000Z' },
});

afterEach(() => vi.useRealTimers());

const buyer = testUser({ id: 'buyer' });

describe('ContactSellerDialog', () => {
  it('prefills a question about the agent, sends it and links into the conversation', async () => {
    server.use(
      http.post('/api/conversations', () => HttpResponse.json(started('c7'))),
      http.get('/api/conversations', () => HttpResponse.json([])),
    );
    renderWithApp(
      <ContactSellerDialog sellerId="s1" sellerName="Jane Doe" agentTitle="Inbox Zero" label="Ask Question" />,
      { user: buyer },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Hi! I have a question about your agent "Inbox Zero".');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('link', { name: 'Go to conversation' })).toHaveAttribute(
      'href',
      '/messages?conversation=c7',
    );
    expect(screen.getAllByText(/Conversation started/).length).toBeGreaterThan(0);
    expect(await bodiesSent('POST /api/conversations')).toEqual([
      { receiverId: 's1', content: 'Hi! I have a question about your agent "Inbox Zero".' },
    ]);
  });

  it('words the text without an agent, and refuses it blank', async () => {
    renderWithApp(<ContactSellerDialog sellerId="s1" sellerName="Jane Doe" />, { user: buyer });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    const box = screen.getByLabelText('Message');
    expect(box).toHaveValue("Hi! I'd like to know more about your agents.");
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Message cannot be empty.')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('tells a user they cannot message themselves', async () => {
    renderWithApp(<ContactSellerDialog sellerId="buyer" sellerName="Me" />, { user: buyer });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByText('Cannot Message Yourself')).toBeInTheDocument();
    expect(screen.getByText('You cannot send messages to yourself.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks visitors to sign in', async () => {
    renderWithApp(<ContactSellerDialog sellerId="s1" sellerName="Jane Doe" />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByText('Sign In Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to contact sellers.')).toBeInTheDocument();
  });

  it('says the spec’s failure text when sending fails', async () => {
    server.use(http.post('/api/conversations', () => apiError(500, 'boom')));
    renderWithApp(<ContactSellerDialog sellerId="s1" sellerName="Jane Doe" />, { user: buyer });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });
});
