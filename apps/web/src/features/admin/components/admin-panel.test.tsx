import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AnyHandler, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { testListing } from '@/test/listings';
import { testBankPayout } from '@/test/money';
import { renderWithApp, testUser } from '@/test/render';
import { AdminPanel } from './admin-panel';

afterEach(() => resetToasts());

const admin = testUser({ role: 'admin', roles: ['buyer', 'admin'] });

const cards = () => HttpResponse.json({ totalRevenue: 1234.5, activeUsers: 42, totalListings: 7, pendingPayouts: 1 });

/** Opens the panel on a pending payout and 50 listings; a test's own handlers take precedence. */
const open = (...overrides: AnyHandler[]) => {
  server.use(
    http.get('/api/analytics/admin', cards),
    http.get('/api/payouts', () => HttpResponse.json([testBankPayout()])),
    http.get('/api/listings', () =>
      HttpResponse.json(Array.from({ length: 50 }, (_, i) => testListing({ title: `Listing ${i + 1}` }))),
    ),
  );
  server.use(...overrides);
  renderWithApp(<AdminPanel />, { user: admin, path: '/admin' });
};

describe('AdminPanel', () => {
  it('shows the four cards, with each definition on focus of its info icon', async () => {
    open();
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Total Revenue')).toBeInTheDocument();
    expect(screen.getByText('Active Users')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Total Agents')).toBeInTheDocument();
    expect(screen.getByText('Pending Payouts')).toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/11% share/);
    expect(requestsSent('GET /api/payouts')).toContain('GET /api/payouts?status=pending');
  });

  it('approves a pending payout as completed, only after a confirmation', async () => {
    open(http.patch('/api/payouts/p-1/status', () => HttpResponse.json(testBankPayout({ status: 'completed' }))));
    const list = await screen.findByRole('list', { name: 'Pending payout requests' });
    expect(within(list).getByText(/Sam Seller/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this payout?' });
    expect(confirm).toHaveTextContent(/goes to Sam Seller/);
    expect(requestsSent('PATCH /api/payouts/p-1/status')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payout approved successfully')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/payouts/p-1/status')).toEqual([{ status: 'completed' }]);
  });

  it('says so when a deny fails', async () => {
    open(http.patch('/api/payouts/p-1/status', () => apiError(409, 'This payout has already been processed.')));
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deny this payout?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Failed to deny payout')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/payouts/p-1/status')).toEqual([{ status: 'failed' }]);
  });

  it('sends nothing when a decision is cancelled', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deny this payout?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsSent('PATCH /api/payouts/p-1/status')).toEqual([]);
  });

  it('turns the buttons off while a decision is saved, and says why', async () => {
    let answer: (value: Response) => void = () => {};
    open(http.patch('/api/payouts/p-1/status', () => new Promise<Response>((resolve) => (answer = resolve))));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this payout?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    const deny = await screen.findByRole('button', { name: 'Deny' });
    await vi.waitFor(() => expect(deny).toBeDisabled());
    expect(deny).toHaveAccessibleDescription(/Another payout decision is being saved/);
    answer(HttpResponse.json(testBankPayout({ status: 'completed' })));
    expect(await screen.findByText('Payout approved successfully')).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    open(
      http.get('/api/payouts', () => HttpResponse.json([])),
      http.get('/api/listings', () => HttpResponse.json([])),
    );
    expect(await screen.findByText('No pending payouts')).toBeInTheDocument();
    expect(await screen.findByText('No listings found')).toBeInTheDocument();
  });

  it('names each listing’s platform as the taxonomy does, not by its id', async () => {
    open(
      http.get('/api/listings', () =>
        HttpResponse.json([
          testListing({ title: 'A', platform: 'custom-gpt' }),
          testListing({ title: 'B', platform: 'python' }),
        ]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Listings to feature' });
    expect(within(list).getByText('Custom GPT')).toBeInTheDocument();
    expect(within(list).getByText('Python Script')).toBeInTheDocument();
    expect(within(list).queryByText('custom-gpt')).not.toBeInTheDocument();
  });

  it('lists the first 5 of 50 listings and toggles Feature / Featured', async () => {
    const listings = Array.from({ length: 50 }, (_, i) =>
      testListing({ title: `Listing ${i + 1}`, featured: i === 1 }),
    );
    const first = listings[0]!;
    open(
      http.get('/api/listings', () => HttpResponse.json(listings)),
      http.patch(`/api/listings/${first.id}`, () => HttpResponse.json({ ...first, featured: true })),
    );
    const list = await screen.findByRole('list', { name: 'Listings to feature' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(requestsSent('GET /api/listings')).toContain('GET /api/listings?limit=50');
    expect(within(list).getByRole('button', { name: 'Featured: Listing 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'Feature: Listing 1' }));
    expect(await screen.findByText('Featured status updated')).toBeInTheDocument();
    expect(await bodiesSent(`PATCH /api/listings/${first.id}`)).toEqual([{ featured: true }]);
  });

  it('says so when the feature toggle fails', async () => {
    const listing = testListing({ title: 'Only one' });
    open(
      http.get('/api/listings', () => HttpResponse.json([listing])),
      http.patch(`/api/listings/${listing.id}`, () => apiError(403, 'Only an admin can feature a listing.')),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Feature: Only one' }));
    expect(await screen.findByText('Failed to update featured status')).toBeInTheDocument();
  });
});
