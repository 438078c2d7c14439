import type { AdminTopSeller } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { TopSellersTab } from './top-sellers-tab';

const seller = (n: number, overrides: Partial<AdminTopSeller> = {}): AdminTopSeller => ({
  id: `seller-${n}`,
  firstName: `Seller`,
  lastName: `Number${n}`,
  totalSales: 10 - n,
  listingsCount: n,
  totalEarnings: `${(100 - n * 10).toFixed(2)}`,
  createdAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

const admin = testUser({ role: 'admin' });

describe('TopSellersTab', () => {
  it('shows each seller with sales, listings, earnings and join date; the top three get rank badges', async () => {
    server.use(http.get('/api/admin/top-sellers', () => HttpResponse.json([1, 2, 3, 4].map((n) => seller(n)))));
    renderWithApp(<TopSellersTab />, { user: admin });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(5);
    const first = within(rows[1]!);
    expect(first.getByLabelText('Rank 1')).toHaveTextContent('#1');
    expect(first.getByText('Seller Number1')).toBeInTheDocument();
    expect(first.getByText('9')).toBeInTheDocument();
    expect(first.getByText('$90.00')).toBeInTheDocument();
    expect(first.getByText('Mar 1, 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Rank 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Rank 3')).toBeInTheDocument();
    expect(screen.queryByLabelText('Rank 4')).not.toBeInTheDocument();
    expect(within(rows[4]!).getAllByRole('cell')[0]).toHaveTextContent(/^4$/);
  });

  it('says so when there are no sellers, and offers a retry when loading fails', async () => {
    server.use(http.get('/api/admin/top-sellers', () => HttpResponse.json([])));
    const { unmount } = renderWithApp(<TopSellersTab />, { user: admin });
    expect(await screen.findByText('No sellers yet')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/admin/top-sellers', () => apiError(500, 'Boom')));
    renderWithApp(<TopSellersTab />, { user: admin });
    expect(await screen.findByText('Could not load top sellers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
