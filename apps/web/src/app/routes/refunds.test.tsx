import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestsSent, server } from '@/test/api-server';
import { testRefund } from '@/test/money';
import { testOrder } from '@/test/orders';
import { testOrderVersion, testOrderVersions } from '@/test/releases';
import { renderWithApp, testUser } from '@/test/render';
import { Component as Orders } from './orders';
import { Component as Refunds } from './refunds';

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const seller = testUser({ sellerEnabled: true, roles: ['buyer', 'seller'], activeRole: 'seller' });
const eligible = [
  { id: 'o-1', listingId: 'l1', listing: { title: 'Inbox Zero' }, amount: '19.57', createdAt: '2025-05-01T10:00:00Z' },
];

const answerRefunds = () =>
  server.use(
    http.get('/api/refunds', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('as') === 'seller'
          ? [testRefund({ order: { id: 'o-9', listingId: 'l9', listing: { title: 'Sold Agent' } } })]
          : [testRefund({ order: { id: 'o-8', listingId: 'l8', listing: { title: 'Bought Agent' } } })],
      ),
    ),
    http.get('/api/refunds/eligible-orders', () => HttpResponse.json(eligible)),
  );

describe('refunds for an account in seller mode', () => {
  it('shows the requests on its agents and, one tab away, its own requests as a buyer', async () => {
    answerRefunds();
    const { router } = renderWithApp(<Refunds />, { user: seller, path: '/refunds' });
    expect(await screen.findByRole('heading', { name: 'Refund Management' })).toBeInTheDocument();
    expect(await screen.findByText(/Sold Agent/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My requests' }));
    expect(await screen.findByText(/Bought Agent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Refund' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=mine');
    expect(requestsSent('GET /api/refunds')).toEqual(['GET /api/refunds?as=seller', 'GET /api/refunds?as=buyer']);
  });

  it('opens the request on the order it came from', async () => {
    answerRefunds();
    renderWithApp(<Refunds />, { user: seller, path: '/refunds?view=mine&order=o-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Request Refund' });
    expect(await within(dialog).findByRole('combobox', { name: 'Order' })).toHaveTextContent('Inbox Zero · $19.57');
  });
});

describe('orders', () => {
  it('offer "Request a refund" on each order that can be refunded, and only those', async () => {
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json([
          testOrder({ id: 'o-1', listing: { title: 'Inbox Zero', platform: 'chatgpt' } }),
          testOrder({ id: 'o-2', listing: { title: 'Old Purchase', platform: 'claude' } }),
        ]),
      ),
      http.get('/api/refunds/eligible-orders', () => HttpResponse.json(eligible)),
      http.get('/api/orders/:id/versions', () =>
        HttpResponse.json(testOrderVersions([testOrderVersion({ version: '1.0.0' })])),
      ),
    );
    renderWithApp(<Orders />, { user: testUser(), path: '/orders' });
    const link = await screen.findByRole('link', { name: 'Request a refund for Inbox Zero' });
    expect(link).toHaveAttribute('href', '/refunds?view=mine&order=o-1');
    expect(screen.getAllByRole('link', { name: /Request a refund/ })).toHaveLength(1);
  });
});
