import type { InboxItem } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { InboxTab } from './inbox-tab';

afterEach(() => resetToasts());

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  kind: 'contact',
  id: 'contact-1',
  title: 'Billing question',
  body: 'Where is my invoice?',
  details: [],
  sender: { name: 'Vera', email: 'vera@example.com' },
  createdAt: '2025-05-03T10:00:00.000Z',
  handledAt: null,
  ...overrides,
});

const items = [
  item({
    kind: 'agent-request',
    id: 'request-1',
    title: 'Invoice parser',
    body: 'Reads PDFs',
    details: [{ label: 'Budget', value: '50-100' }],
  }),
  item({ kind: 'feedback', id: 'feedback-1', title: 'Feedback on /marketplace', sender: { name: null, email: null } }),
  item({}),
];

const admin = testUser({ role: 'admin' });

describe('InboxTab', () => {
  it('lists open submissions of every kind in the order the server gives (newest first)', async () => {
    server.use(http.get('/api/admin/inbox', () => HttpResponse.json(items)));
    renderWithApp(<InboxTab />, { user: admin });
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getAllByText(/./)[0]!.textContent)).toEqual([
      'Agent Request',
      'Feedback',
      'Contact Message',
    ]);
    expect(within(cards[0]!).getByText('50-100')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/Anonymous visitor/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/Vera · vera@example.com/)).toBeInTheDocument();
    expect(requestsSent()[0]).toMatch(/^GET \/api\/admin\/inbox\?(.*&)?status=open(&|$)/);
  });

  it('marks an item handled and refreshes the list', async () => {
    let open = items;
    server.use(
      http.get('/api/admin/inbox', () => HttpResponse.json(open)),
      http.patch('/api/admin/inbox/contact/contact-1', () => {
        open = items.slice(0, 2);
        return HttpResponse.json(item({ handledAt: '2025-05-04T00:00:00.000Z' }));
      }),
    );
    renderWithApp(<InboxTab />, { user: admin });
    const cards = await screen.findAllByRole('listitem');
    await userEvent.click(within(cards[2]!).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/admin/inbox/contact/contact-1')).toEqual([{ handled: true }]);
    await vi.waitFor(() => expect(screen.queryByText('Billing question')).not.toBeInTheDocument());
  });

  it('reopens a handled item, and says so when the update fails', async () => {
    server.use(
      http.get('/api/admin/inbox', () => HttpResponse.json([item({ handledAt: '2025-05-04T00:00:00.000Z' })])),
      http.patch('/api/admin/inbox/contact/contact-1', () => apiError(404, 'Inbox item not found.')),
    );
    renderWithApp(<InboxTab />, { user: admin });
    expect(await screen.findByText('Handled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Failed to update the inbox item')).toBeInTheDocument();
  });

  it('shows inbox zero when nothing is open', async () => {
    server.use(http.get('/api/admin/inbox', () => HttpResponse.json([])));
    renderWithApp(<InboxTab />, { user: admin });
    expect(await screen.findByText('Inbox zero')).toBeInTheDocument();
  });
});
