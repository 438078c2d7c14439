import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { ContactSellerDialog } from './contact-seller-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const buyer = testUser({ id: 'buyer' });

describe('ContactSellerDialog', () => {
  it('prefills a question about the agent, sends it and links into the conversation', async () => {
    const fetchMock = mockApi({
      'POST /api/conversations': Response.json({ id: 'c7' }),
      'GET /api/conversations': Response.json([]),
    });
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
    expect(bodiesSent(fetchMock, 'POST /api/conversations')).toEqual([
      { receiverId: 's1', content: 'Hi! I have a question about your agent "Inbox Zero".' },
    ]);
  });

  it('words the text without an agent, and refuses it blank', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<ContactSellerDialog sellerId="s1" sellerName="Jane Doe" />, { user: buyer });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    const box = screen.getByLabelText('Message');
    expect(box).toHaveValue("Hi! I'd like to know more about your agents.");
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Message cannot be empty.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a user they cannot message themselves', async () => {
    mockApi({});
    renderWithApp(<ContactSellerDialog sellerId="buyer" sellerName="Me" />, { user: buyer });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByText('Cannot Message Yourself')).toBeInTheDocument();
    expect(screen.getByText('You cannot send messages to yourself.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks visitors to sign in', async () => {
    mockApi({});
    renderWithApp(<ContactSellerDialog sellerId="s1" sellerName="Jane Doe" />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByText('Sign In Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to contact sellers.')).toBeInTheDocument();
  });

  it('says the spec’s failure text when sending fails', async () => {
    mockApi({ 'POST /api/conversations': apiError(500, 'boom') });
    renderWithApp(<ContactSellerDialog sellerId="s1" sellerName="Jane Doe" />, { user: buyer });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });
});
