import type { Refund } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { RefundsList } from './refunds-list';

afterEach(() => resetToasts());

const refund = (overrides: Partial<Refund>): Refund => ({
  id: 'refund-1234567890',
  orderId: 'order-1',
  status: 'pending',
  amount: '19.57',
  reason: 'not-working',
  description: 'Crashes on start',
  createdAt: '2025-05-01T10:00:00Z',
  respondedAt: null,
  sellerMessage: null,
  disputeReason: null,
  resolution: null,
  buyer: { id: 'b1', displayName: 'Bailey Buyer', email: 'bailey@example.com' },
  order: { id: 'order-1', listingId: 'l1', listing: { title: 'Inbox Zero Assistant' } },
  ...overrides,
});

describe('RefundsList', () => {
  it('seller view: counts pending, refuses an empty answer, then approves with the message', async () => {
    server.use(
      http.get('/api/refunds', () => HttpResponse.json([refund({}), refund({ id: 'refund-2', status: 'approved' })])),
      http.post('/api/refunds/refund-1234567890/respond', () => HttpResponse.json(refund({ status: 'approved' }))),
      http.get('/api/wallet/user-1', () => HttpResponse.json({})),
    );
    renderWithApp(<RefundsList view="seller" />, { user: testUser({ activeRole: 'seller' }) });
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('1 pending request');
    expect(screen.getAllByText('Bailey Buyer')).toHaveLength(2);
    expect(screen.getByText('Refund processed within 3-5 business days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Refund' }));
    expect(await screen.findByText('Please provide a message with your response.')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/refunds/refund-1234567890/respond')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Respond to the buyer'), 'Sorry about that');
    await userEvent.click(screen.getByRole('button', { name: 'Approve Refund' }));
    expect(await screen.findByText('Response Sent')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/refunds/refund-1234567890/respond')).toEqual([
      { action: 'approve', message: 'Sorry about that' },
    ]);
  });

  it('buyer view: an approved refund says the review went with it', async () => {
    server.use(
      http.get('/api/refunds', () =>
        HttpResponse.json([refund({ status: 'approved' }), refund({ id: 'refund-2', status: 'pending' })]),
      ),
    );
    renderWithApp(<RefundsList view="buyer" />, { user: testUser() });
    expect(
      await screen.findByText('Any review you left for this agent was removed with the refund.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/review you left/)).toHaveLength(1);
  });

  it('buyer view: a rejected request can be disputed', async () => {
    server.use(
      http.get('/api/refunds', () =>
        HttpResponse.json([refund({ status: 'rejected', sellerMessage: 'Works for me' })]),
      ),
      http.post('/api/refunds/refund-1234567890/dispute', () => HttpResponse.json(refund({ status: 'disputed' }))),
    );
    renderWithApp(<RefundsList view="buyer" />, { user: testUser() });
    expect(await screen.findByText('Works for me')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dispute Decision' }));
    await userEvent.type(screen.getByLabelText('Reason for the dispute'), 'It still crashes');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Dispute' }));
    expect(await screen.findByText('Dispute Submitted')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/refunds/refund-1234567890/dispute')).toEqual([{ reason: 'It still crashes' }]);
  });
});
