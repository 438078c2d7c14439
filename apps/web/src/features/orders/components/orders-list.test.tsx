import { automaticRefundReasons } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { testOrder } from '@/test/orders';
import { renderWithApp, testUser } from '@/test/render';
import { applyOrderFilters, defaultOrderFilters, totalSpentCents } from './orders-filters';
import { OrdersList } from './orders-list';

const orders = [
  testOrder({
    id: 'o-a',
    listing: { title: 'Inbox Zero', platform: 'chatgpt' },
    amount: '0.10',
    createdAt: '2025-01-01T00:00:00Z',
    downloadUrl: '/api/downloads/o-a',
    downloadToken: 'tok-a',
  }),
  testOrder({
    id: 'o-b',
    listing: { title: 'Standup Bot', platform: 'zapier' },
    amount: '0.20',
    createdAt: '2025-03-01T00:00:00Z',
  }),
  testOrder({
    id: 'o-c',
    listing: { title: 'Planner', platform: 'python' },
    amount: '99.00',
    status: 'failed',
    downloadUrl: null,
    downloadToken: null,
    createdAt: '2025-02-01T00:00:00Z',
  }),
  testOrder({
    id: 'o-d',
    listing: { title: 'Notes', platform: 'claude' },
    amount: '5.00',
    status: 'pending',
    downloadUrl: null,
    downloadToken: null,
  }),
  testOrder({
    id: 'o-e',
    listing: { title: 'Old one', platform: 'claude' },
    amount: '7.00',
    downloadUrl: null,
    downloadToken: null,
  }),
];

describe('orders filters', () => {
  it('adds only completed amounts, in cents', () => {
    expect(totalSpentCents(orders)).toBe(10 + 20 + 700);
  });

  it('searches title or order id, filters by status and sorts', () => {
    const ids = (f: Partial<typeof defaultOrderFilters>) =>
      applyOrderFilters(orders, { ...defaultOrderFilters, ...f }).map((o) => o.id);
    expect(ids({ search: 'standup' })).toEqual(['o-b']);
    expect(ids({ search: 'O-C' })).toEqual(['o-c']);
    expect(ids({ status: 'pending' })).toEqual(['o-d']);
    expect(ids({ sort: 'price-high' })).toEqual(['o-c', 'o-e', 'o-d', 'o-b', 'o-a']);
    expect(ids({ sort: 'oldest', status: 'completed' }).slice(0, 2)).toEqual(['o-a', 'o-b']);
  });
});

describe('OrdersList', () => {
  it('shows total spent, count and the right action per order', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json(orders)));
    renderWithApp(<OrdersList />, { user: testUser() });
    expect(await screen.findByTestId('total-spent')).toHaveTextContent('$7.30');
    expect(screen.getByTestId('order-count')).toHaveTextContent('5');
    const card = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
    expect(within(card('Inbox Zero')).getByRole('link', { name: 'Download Files' })).toHaveAttribute(
      'href',
      '/api/downloads/o-a?token=tok-a',
    );
    expect(within(card('Old one')).getByRole('button', { name: 'Download Unavailable' })).toBeDisabled();
    expect(within(card('Notes')).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(card('Planner')).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(within(card('Planner')).getByRole('link', { name: 'Planner' })).toHaveAttribute(
      'href',
      `/agent/${orders[2]!.listingId}`,
    );
  });

  it('names the discount code an order used and the price before it', async () => {
    const discounted = testOrder({
      id: 'o-code',
      listing: { title: 'Deal Finder', platform: 'chatgpt' },
      amount: '15.45',
      subtotal: '15.00',
      transactionFee: '0.45',
      discountCode: 'QUARTER',
      originalPrice: '20.00',
    });
    server.use(http.get('/api/orders', () => HttpResponse.json([discounted, orders[0]])));
    renderWithApp(<OrdersList />, { user: testUser() });
    const card = (await screen.findByText('Deal Finder')).closest('li') as HTMLElement;
    expect(within(card).getByText('Discount code QUARTER · was $20.00')).toBeInTheDocument();
    expect(within(screen.getByText('Inbox Zero').closest('li')!).queryByText(/Discount code/)).toBeNull();
  });

  it('shows a payment given back without an order as refunded automatically, outside total spent', async () => {
    const duplicate = testOrder({
      id: 'pi-dup',
      listing: { title: 'Inbox Zero', platform: 'chatgpt' },
      amount: '0.10',
      status: 'refunded',
      downloadUrl: null,
      downloadToken: null,
      refundNote: automaticRefundReasons.duplicate,
    });
    server.use(http.get('/api/orders', () => HttpResponse.json([orders[0], duplicate])));
    renderWithApp(<OrdersList />, { user: testUser() });
    expect(await screen.findByText('Refunded automatically: duplicate payment')).toBeInTheDocument();
    expect(screen.getByTestId('total-spent')).toHaveTextContent('$0.10');
    const card = screen.getByText('Refunded automatically: duplicate payment').closest('li') as HTMLElement;
    expect(within(card).getByText(/Payment #pi-dup/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Refunded' })).toBeDisabled();
  });

  it('shows a disputed order with its status and paused downloads', async () => {
    const disputed = testOrder({
      id: 'o-disputed',
      listing: { title: 'Inbox Zero', platform: 'chatgpt' },
      status: 'disputed',
      downloadUrl: null,
      downloadToken: null,
    });
    server.use(http.get('/api/orders', () => HttpResponse.json([disputed])));
    renderWithApp(<OrdersList />, { user: testUser() });
    const card = (await screen.findByText(/Order #o-disputed/)).closest('li') as HTMLElement;
    expect(within(card).getByText('Disputed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Downloads Paused' })).toBeDisabled();
  });

  it('says No Orders Found when the search matches nothing', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json(orders)));
    renderWithApp(<OrdersList />, { user: testUser() });
    await userEvent.type(await screen.findByLabelText('Search orders'), 'nothing like this');
    expect(screen.getByText('No Orders Found')).toBeInTheDocument();
  });

  it("puts the versions under completed orders only, where a completed order's buyer has them", async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json(orders)));
    renderWithApp(<OrdersList versions={(order) => <p>versions of {order.id}</p>} />, { user: testUser() });
    expect(await screen.findByText('versions of o-a')).toBeInTheDocument();
    expect(screen.getAllByText(/^versions of/).map((p) => p.textContent)).toEqual([
      'versions of o-e',
      'versions of o-b',
      'versions of o-a',
    ]);
  });
});
