import type { AdminDispute, AdminPaymentDispute } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { DisputesTab } from './disputes-tab';

afterEach(() => resetToasts());
beforeEach(() => server.use(http.get('/api/admin/payment-disputes', () => HttpResponse.json([]))));

const dispute: AdminDispute = {
  id: 'refund-1',
  orderId: 'order-1',
  status: 'disputed',
  amount: '10.30',
  reason: 'not-working',
  description: 'Crashes on start',
  createdAt: '2025-05-01T10:00:00.000Z',
  respondedAt: '2025-05-02T10:00:00.000Z',
  sellerMessage: 'Works for me',
  disputeReason: 'It still crashes',
  resolution: null,
  buyer: { id: 'b1', displayName: 'Bailey Buyer', email: 'bailey@example.com' },
  seller: { id: 's1', displayName: 'Sam Seller', email: 'sam@example.com' },
  order: { id: 'order-1', listingId: 'l1', listing: { title: 'Inbox Zero Assistant' } },
};

const admin = testUser({ role: 'admin' });
const resolveUrl = '/api/admin/refunds/refund-1/resolve';
const resolvePath = `POST ${resolveUrl}`;

describe('DisputesTab', () => {
  it("shows both sides' statements and resolves for the buyer with the note", async () => {
    let open = [dispute];
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json(open)),
      http.post(resolveUrl, () => {
        open = [];
        return HttpResponse.json({ ...dispute, status: 'resolved', resolution: 'Refunded: Broken file' });
      }),
    );
    renderWithApp(<DisputesTab />, { user: admin });
    expect(await screen.findByText('Inbox Zero Assistant')).toBeInTheDocument();
    expect(screen.getByText('Agent not working as described')).toBeInTheDocument();
    expect(screen.getByText('Crashes on start')).toBeInTheDocument();
    expect(screen.getByText('Works for me')).toBeInTheDocument();
    expect(screen.getByText('It still crashes')).toBeInTheDocument();
    expect(screen.getByText(/Buyer Bailey Buyer · Seller Sam Seller/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Note to the buyer and the seller'), 'Broken file');
    await userEvent.click(screen.getByRole('button', { name: 'Refund Buyer' }));
    expect(await screen.findByText('Dispute Resolved')).toBeInTheDocument();
    expect(await bodiesSent(resolvePath)).toEqual([{ outcome: 'refund', message: 'Broken file' }]);
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
  });

  it('asks for a note before deciding, then sides with the seller', async () => {
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json([dispute])),
      http.post(resolveUrl, () => HttpResponse.json({ ...dispute, status: 'resolved' })),
    );
    renderWithApp(<DisputesTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Side with Seller' }));
    expect(await screen.findByText('Please provide a message with your response.')).toBeInTheDocument();
    expect(await bodiesSent(resolvePath)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Note to the buyer and the seller'), 'Works as described');
    await userEvent.click(screen.getByRole('button', { name: 'Side with Seller' }));
    expect(await screen.findByText("The seller's decision stands.")).toBeInTheDocument();
    expect(await bodiesSent(resolvePath)).toEqual([{ outcome: 'uphold', message: 'Works as described' }]);
  });

  it('lists chargebacks and partial refunds from the card processor below the refund disputes', async () => {
    const chargeback: AdminPaymentDispute = {
      id: 'dp_1',
      kind: 'dispute',
      status: 'open',
      orderId: 'order-9',
      listing: { title: 'Lead Finder' },
      amount: '10.30',
      orderAmount: '10.30',
      held: '8.90',
      reason: 'fraudulent',
      createdAt: '2025-05-03T10:00:00.000Z',
    };
    const partial: AdminPaymentDispute = {
      ...chargeback,
      id: 'partial_refund:ch_1',
      kind: 'partial_refund',
      orderId: 'order-8',
      listing: { title: 'Mail Sorter' },
      amount: '5.00',
      held: '0.00',
      reason: 'Partially refunded at the payment provider',
    };
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json([])),
      http.get('/api/admin/payment-disputes', () => HttpResponse.json([chargeback, partial])),
    );
    renderWithApp(<DisputesTab />, { user: admin });
    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
    expect(await screen.findByText('Lead Finder')).toBeInTheDocument();
    expect(screen.getByText('Chargeback')).toBeInTheDocument();
    expect(screen.getByText(/Disputed \$10\.30 of \$10\.30 · \$8\.90 held from the seller/)).toBeInTheDocument();
    expect(screen.getByText('Reason: fraudulent')).toBeInTheDocument();
    expect(screen.getByText('Partial refund')).toBeInTheDocument();
    expect(screen.getByText(/Refunded at the processor \$5\.00 of \$10\.30/)).toBeInTheDocument();
    expect(screen.getByText(/Not booked in the ledger/)).toBeInTheDocument();
  });

  it('says when nothing is open at the card processor', async () => {
    server.use(http.get('/api/admin/disputes', () => HttpResponse.json([])));
    renderWithApp(<DisputesTab />, { user: admin });
    expect(await screen.findByText('No open chargebacks or partial refunds.')).toBeInTheDocument();
  });

  it("shows the server's reason when the decision is refused", async () => {
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json([dispute])),
      http.post(resolveUrl, () => apiError(409, 'Only a disputed request can be resolved.')),
    );
    renderWithApp(<DisputesTab />, { user: admin });
    await userEvent.type(await screen.findByLabelText('Note to the buyer and the seller'), 'Late');
    await userEvent.click(screen.getByRole('button', { name: 'Refund Buyer' }));
    expect(await screen.findByText('Only a disputed request can be resolved.')).toBeInTheDocument();
  });
});
