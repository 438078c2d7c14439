import type { SellerDirectoryItem } from '@agentsy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SellersDirectory } from './sellers-directory';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const seller = (overrides: Partial<SellerDirectoryItem>): SellerDirectoryItem => ({
  id: 's1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  createdAt: '2024-06-01T00:00:00.000Z',
  emailVerified: true,
  stats: { averageRating: 0, totalReviews: 0, activeListings: 2, totalSales: 0 },
  ...overrides,
});

const lastQuery = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x').searchParams;

describe('SellersDirectory', () => {
  it('shows the count, badges and "New" for an unrated creator', async () => {
    fetchMock.mockResolvedValue(
      Response.json([
        seller({}),
        seller({
          id: 's2',
          firstName: 'Bo',
          createdAt: '2025-02-01T00:00:00.000Z',
          stats: { averageRating: 4.6, totalReviews: 8, activeListings: 1, totalSales: 3 },
        }),
      ]),
    );
    renderWithApp(<SellersDirectory />);
    expect(await screen.findByText('2 creators found')).toBeInTheDocument();
    expect(screen.getAllByText('Founding Creator')).toHaveLength(1);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile of Ada Lovelace' })).toHaveAttribute('href', '/seller/s1');
    expect(Object.fromEntries(lastQuery())).toEqual({ sortBy: 'most_active' });
  });

  it('sends verifiedOnly only when set, and Clear counts the active filters', async () => {
    fetchMock.mockImplementation(async () => Response.json([]));
    renderWithApp(<SellersDirectory />);
    await userEvent.click(screen.getByRole('switch', { name: 'Verified creators only' }));
    await waitFor(() => expect(lastQuery().get('verifiedOnly')).toBe('true'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search creators' }), 'ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear (2)' }));
    // Back to the unfiltered list, which the first request already cached.
    expect(screen.getByRole('switch', { name: 'Verified creators only' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('');
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams.has('verifiedOnly')).toBe(false);
  });

  it('shows the spec’s error text', async () => {
    fetchMock.mockResolvedValue(new Response('down', { status: 500 }));
    renderWithApp(<SellersDirectory />);
    expect(await screen.findByText('Failed to load creators. Please try again.')).toBeInTheDocument();
  });
});
