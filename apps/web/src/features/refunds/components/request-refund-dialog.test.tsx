import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, mockApi } from '@/test/mock-api';
import { testRefund } from '@/test/money';
import { renderWithApp, testUser } from '@/test/render';
import { RequestRefundDialog } from './request-refund-dialog';

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

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
    const api = mockApi({
      'GET /api/refunds/eligible-orders': Response.json(eligible),
      'POST /api/refunds': Response.json(testRefund(), { status: 201 }),
      'GET /api/refunds': Response.json([]),
    });
    renderWithApp(<RequestRefundDialog />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    await choose('Order', /Standup Bot · \$9\.27/);
    await choose('Reason', 'Missing or incomplete files');
    await userEvent.type(screen.getByLabelText('Description'), 'The zip is empty');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Refund Request Submitted')).toBeInTheDocument();
    expect(bodiesSent(api, 'POST /api/refunds')).toEqual([
      { orderId: 'order-2', reason: 'missing-files', description: 'The zip is empty' },
    ]);
  });

  it('explains when no order is eligible and offers no submit', async () => {
    mockApi({ 'GET /api/refunds/eligible-orders': Response.json([]) });
    renderWithApp(<RequestRefundDialog />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    expect(await screen.findByText(/None of your orders can be refunded right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
  });

  it('needs an order and a reason, and shows the failure toast', async () => {
    const api = mockApi({
      'GET /api/refunds/eligible-orders': Response.json(eligible),
      'POST /api/refunds': apiError(409, 'A refund request for this order is already open.'),
    });
    renderWithApp(<RequestRefundDialog />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please choose an order.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    await choose('Order', /Inbox Zero Assistant/);
    await choose('Reason', 'Duplicate purchase');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit refund request.')).toBeInTheDocument();
    await waitFor(() => expect(bodiesSent(api, 'POST /api/refunds')).toHaveLength(1));
  });
});
