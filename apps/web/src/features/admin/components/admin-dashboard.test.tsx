import type { AuditLog, SalesOverview } from '@agentsy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, requestsSent, server } from '@/test/api-server';
import { testBankPayout } from '@/test/money';
import { renderWithApp, testUser } from '@/test/render';
import { AdminDashboard } from './admin-dashboard';
import { RequireAdminSession } from './require-admin-session';

afterEach(() => resetToasts());

const admin = testUser({ role: 'admin', roles: ['buyer', 'admin'] });
const session = () => HttpResponse.json({ isAdmin: true, expiresAt: '2030-01-01T00:00:00.000Z' });

const overview: SalesOverview = {
  totalSales: '12345.60',
  platformEarnings: '1728.38',
  breakdown: {
    platformShare: '1358.01',
    buyerFees: '370.37',
    referralCommissions: '0.00',
    refunds: '20.60',
    sellerEarnings: '10987.22',
    payoutFees: '1.50',
  },
  rates: { platformSharePercent: '11%', buyerFeePercent: '3%', payoutFeePercent: '3%' },
  daily: [{ date: '2026-01-05', sales: '103.00', platformEarnings: '14.00' }],
};

// The other features' tabs are the page's business; stand-ins show where each one lands.
const slots = {
  topSellers: <p>top sellers tab</p>,
  moderation: <p>moderation tab</p>,
  messages: <p>messages tab</p>,
  disputes: <p>disputes tab</p>,
  inbox: <p>inbox tab</p>,
  scans: <p>scans tab</p>,
};

const renderDashboard = () =>
  renderWithApp(
    <RequireAdminSession>
      <AdminDashboard slots={slots} />
    </RequireAdminSession>,
    { user: admin, path: '/admin-dashboard' },
  );

describe('AdminDashboard', () => {
  it('sends a failed admin check to /admin-login with "Access Denied"', async () => {
    server.use(http.get('/api/admin/verify', () => apiError(403, 'Please log in with admin access code')));
    const { router } = renderDashboard();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please log in with admin access code')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it('opens on Overview: ledger totals, the real fee breakdown, and every tab', async () => {
    server.use(
      http.get('/api/admin/verify', session),
      http.get('/api/admin/sales-overview', () => HttpResponse.json(overview)),
    );
    renderDashboard();
    expect(await screen.findByText('$12,345.60')).toBeInTheDocument();
    expect(screen.getAllByText('$1,728.38').length).toBeGreaterThan(0);
    expect(screen.getByText('Platform share (11% of each price)')).toBeInTheDocument();
    expect(screen.queryByText(/3% commission/)).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Daily sales/ })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Overview',
      'Payouts',
      'Top Sellers',
      'Moderation',
      'Messages',
      'Disputes',
      'Inbox',
      'Models',
      'Scans',
      'Audit log',
    ]);
  });

  it('a day with more refunds than sales shows its negative figures instead of failing', async () => {
    const refundDay = { date: '2026-01-06', sales: '-17.51', platformEarnings: '-2.10' };
    server.use(
      http.get('/api/admin/verify', session),
      http.get('/api/admin/sales-overview', () =>
        HttpResponse.json({ ...overview, daily: [...overview.daily, refundDay] }),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('img', { name: /Daily sales/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-$17.51' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-$2.10' })).toBeInTheDocument();
  });

  it('Payouts: last 4 digits only, "Paid" for completed, Mark Paid on pending ones, confirmed first', async () => {
    server.use(
      http.get('/api/admin/verify', session),
      http.get('/api/admin/sales-overview', () => HttpResponse.json(overview)),
      http.get('/api/admin/payouts', () =>
        HttpResponse.json([testBankPayout({}), testBankPayout({ id: 'p-2', status: 'completed' })]),
      ),
      http.patch('/api/admin/payouts/p-1/approve', () => HttpResponse.json(testBankPayout({ status: 'completed' }))),
    );
    renderDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('••••6789')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('First Test Bank')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark Paid' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark this payout as paid?' });
    expect(requestsSent('PATCH /api/admin/payouts/p-1/approve')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Payout Approved')).toBeInTheDocument();
    expect(screen.getByText('Payout request has been marked as paid')).toBeInTheDocument();
    expect(requestsSent('PATCH /api/admin/payouts/p-1/approve')).toHaveLength(1);
  });

  it('Payouts: a failed Mark Paid shows the server message', async () => {
    server.use(
      http.get('/api/admin/verify', session),
      http.get('/api/admin/sales-overview', () => HttpResponse.json(overview)),
      http.get('/api/admin/payouts', () => HttpResponse.json([testBankPayout({})])),
      http.patch('/api/admin/payouts/p-1/approve', () => apiError(409, 'This payout has already been processed.')),
    );
    renderDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark this payout as paid?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('This payout has already been processed.')).toBeInTheDocument();
  });

  it('Audit log: newest first, filtered by action', async () => {
    server.use(
      http.get('/api/admin/verify', session),
      http.get('/api/admin/sales-overview', () => HttpResponse.json(overview)),
      http.get<never, never, AuditLog>('/api/admin/audit-log', ({ request }) =>
        HttpResponse.json({
          entries: new URL(request.url).searchParams.get('action')
            ? []
            : [
                {
                  id: 2,
                  actorId: 'a',
                  actorEmail: 'avery@example.com',
                  action: 'payout.completed',
                  targetType: 'payout',
                  targetId: 'p-1',
                  before: { status: 'pending' },
                  after: { status: 'completed' },
                  ip: '127.0.0.1',
                  createdAt: '2026-01-05T10:00:00.000Z',
                },
              ],
          nextBefore: null,
        }),
      ),
    );
    renderDashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('payout.completed')).toBeInTheDocument();
    expect(within(table).getByText('{"status":"pending"}')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'admin.sign_in_failed');
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    expect(requestsSent('GET /api/admin/audit-log').some((sent) => sent.includes('action=admin.sign_in_failed'))).toBe(
      true,
    );
  });

  it('Logout ends the elevation and returns to /', async () => {
    server.use(
      http.get('/api/admin/verify', session),
      http.get('/api/admin/sales-overview', () => HttpResponse.json(overview)),
      http.post('/api/admin/logout', () => HttpResponse.json({ success: true })),
    );
    const { router } = renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsSent('POST /api/admin/logout')).toEqual(['POST /api/admin/logout']);
  });
});
