import type { SellerDirectoryItem } from '@agentsy/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsSent, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { SellersDirectory } from './sellers-directory';

const seller = (overrides: Partial<SellerDirectoryItem>): SellerDirectoryItem => ({
  id: 's1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  createdAt: '2024-06-01T00:00:00.000Z',
  emailVerified: true,
  verifiedDomain: null,
  stats: { averageRating: 0, totalReviews: 0, activeListings: 2, totalSales: 0 },
  ...overrides,
});

/** The query of each directory request, in order. */
const queriesSent = () => requestsSent('GET /api/sellers').map((sent) => new URLSearchParams(sent.split('?')[1]));
const lastQuery = () => queriesSent().at(-1)!;

describe('SellersDirectory', () => {
  it('shows the count, badges and "New" for an unrated creator', async () => {
    server.use(
      http.get('/api/sellers', () =>
        HttpResponse.json([
          seller({ verifiedDomain: 'ada.example' }),
          seller({
            id: 's2',
            firstName: 'Bo',
            createdAt: '2025-02-01T00:00:00.000Z',
            stats: { averageRating: 4.6, totalReviews: 8, activeListings: 1, totalSales: 3 },
          }),
        ]),
      ),
    );
    renderWithApp(<SellersDirectory />);
    expect(await screen.findByText('2 creators found')).toBeInTheDocument();
    expect(screen.getAllByText('Founding Creator')).toHaveLength(1);
    expect(screen.getByText('New')).toBeInTheDocument();
    // The badge is a verified domain's, not a verified e-mail's (Bo has one, and no badge).
    expect(screen.getAllByText(/^Verified: /).map((e) => e.textContent)).toEqual(['Verified: ada.example']);
    expect(screen.getByRole('link', { name: 'View Profile of Ada Lovelace' })).toHaveAttribute('href', '/seller/s1');
    expect(Object.fromEntries(lastQuery())).toEqual({ sortBy: 'most_active' });
  });

  it('sends verifiedOnly only when set, and Clear counts the active filters', async () => {
    server.use(http.get('/api/sellers', () => HttpResponse.json([])));
    renderWithApp(<SellersDirectory />);
    await userEvent.click(screen.getByRole('switch', { name: 'Verified creators only' }));
    await waitFor(() => expect(lastQuery().get('verifiedOnly')).toBe('true'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search creators' }), 'ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear (2)' }));
    // Back to the unfiltered list, which the first request already cached.
    expect(screen.getByRole('switch', { name: 'Verified creators only' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('');
    expect(queriesSent()[0]!.has('verifiedOnly')).toBe(false);
  });

  it('reads its filters from the URL and sends them', async () => {
    server.use(http.get('/api/sellers', () => HttpResponse.json([seller({})])));
    renderWithApp(<SellersDirectory />, {
      path: '/sellers?search=ada&rating=4.5&category=productivity&sortBy=newest&verifiedOnly=true',
    });
    expect(await screen.findByText('1 creator found')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({
      search: 'ada',
      rating: '4.5',
      category: 'productivity',
      sortBy: 'newest',
      verifiedOnly: 'true',
    });
    expect(screen.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('ada');
    expect(screen.getByRole('switch', { name: 'Verified creators only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear (4)' })).toBeInTheDocument();
  });

  it('puts each filter in the URL, so Back returns to the previous filters', async () => {
    server.use(http.get('/api/sellers', () => HttpResponse.json([seller({})])));
    const { router } = renderWithApp(<SellersDirectory />, { path: '/sellers' });
    await screen.findByText('1 creator found');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search creators' }), 'ada');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada'));
    await userEvent.click(screen.getByRole('switch', { name: 'Verified creators only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada&verifiedOnly=true'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada'));
    expect(screen.getByRole('switch', { name: 'Verified creators only' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('ada');
    // The list for these filters was read (before Back, or again now: a cached answer needs no new request).
    await waitFor(() =>
      expect(queriesSent().map((q) => Object.fromEntries(q))).toContainEqual({ search: 'ada', sortBy: 'most_active' }),
    );
  });

  it('drops unknown values from a hand-edited URL', async () => {
    server.use(http.get('/api/sellers', () => HttpResponse.json([])));
    renderWithApp(<SellersDirectory />, { path: '/sellers?rating=3&category=cobol&sortBy=cheapest' });
    expect(await screen.findByText('0 creators found')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({ sortBy: 'most_active' });
  });

  it('shows the spec’s error text', async () => {
    server.use(http.get('/api/sellers', () => new HttpResponse('down', { status: 500 })));
    renderWithApp(<SellersDirectory />);
    expect(await screen.findByText('Failed to load creators. Please try again.')).toBeInTheDocument();
  });
});
