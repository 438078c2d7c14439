import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { testRefund } from '@/test/money';
import { renderWithApp, testUser } from '@/test/render';
import { RequestRefundDialog } from './request-refund-dialog';

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => resetToasts());

const eligible = [
  {
    id: 'order-1',
    listingId: 'l1',
    listing: { title: 'Inbox Zero Assistant' },
    amount: '19.57',
    createdAt: '2025-05-01T10:00:00Z',
  },
  {
    id: 'order-2',
    listingId: 'l2',
    listing: { title: 'Standup Bot' },
    amount: '9.27',
    createdAt: '2025-05-02T10:00:00Z',
  },
];

const choose = async (label: string, option: RegExp | string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('RequestRefundDialog', () => {
  it("lists the buyer's real eligible orders and submits the chosen one", async () => {
    server.use(
      http.get('/api/refunds/eligible-orders', () => HttpResponse.json(eligible)),
      http.post('/api/refunds', () => HttpResponse.json(testRefund(), { status: 201 })),
      http.get('/api/refunds', () => HttpResponse.json([])),
    );
    renderWithApp(<RequestRefundDialog />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    await choose('Order', /Standup Bot · \$9\.27/);
    await choose('Reason', 'Missing or incomplete files');
    await userEvent.type(screen.getByLabelText('Description'), 'The zip is empty');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Refund Request Submitted')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/refunds')).toEqual([
      { orderId: 'order-2', reason: 'missing-files', description: 'The zip is empty' },
    ]);
  });

  it('explains when no order is eligible and offers no submit', async () => {
    server.use(http.get('/api/refunds/eligible-orders', () => HttpResponse.json([])));
    renderWithApp(<RequestRefundDialog />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    expect(await screen.findByText(/None of your orders can be refunded right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
  });

  it('needs an order and a reason, and shows the failure toast', async () => {
    server.use(
      http.get('/api/refunds/eligible-orders', () => HttpResponse.json(eligible)),
      http.post('/api/refunds', () => apiError(409, 'A refund request for this order is already open.')),
    );
    renderWithApp(<RequestRefundDialog />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please choose an order.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    await choose('Order', /Inbox Zero Assistant/);
    await choose('Reason', 'Duplicate purchase');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit refund request.')).toBeInTheDocument();
    await waitFor(() => expect(requestsSent('POST /api/refunds')).toHaveLength(1));
  });
});
