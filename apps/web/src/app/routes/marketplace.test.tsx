import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { listingPage } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { Component as Marketplace } from './marketplace';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  fetchMock.mockReset();
  resetToasts();
});

const listingCalls = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((u) => u.pathname === '/api/listings');

const lastListingCall = () => listingCalls().at(-1)!.searchParams;

describe('Marketplace', () => {
  it('reads the filters from the URL and sends them in the spec’s query names', async () => {
    fetchMock.mockResolvedValue(Response.json(listingPage(3)));
    renderWithApp(<Marketplace />, {
      path: '/marketplace?category=productivity&sortBy=rating&price=under-25&platform=claude&search=inbox',
    });
    await screen.findByText('3 AI agents found');
    expect(Object.fromEntries(lastListingCall())).toEqual({
      useCase: 'productivity',
      search: 'inbox',
      sortBy: 'rating',
      platform: 'claude',
      priceMin: '0.01',
      priceMax: '25',
      limit: '20',
      offset: '0',
    });
  });

  it('shows 8 skeleton cards while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithApp(<Marketplace />, { path: '/marketplace' });
    expect(screen.getAllByTestId('listing-card-skeleton')).toHaveLength(8);
  });

  it('offers Load More only after a full page and appends the next page', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json(listingPage(20)))
      .mockResolvedValueOnce(Response.json(listingPage(5)));
    renderWithApp(<Marketplace />, { path: '/marketplace' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Agents' }));
    await screen.findByText('25 AI agents found');
    expect(lastListingCall().get('offset')).toBe('20');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load More Agents' })).not.toBeInTheDocument();
  });

  it('a filter change goes into the URL and starts again at offset 0', async () => {
    fetchMock.mockImplementation(async () => Response.json(listingPage(20)));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace?sortBy=newest' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Agents' }));
    await waitFor(() => expect(lastListingCall().get('offset')).toBe('20'));

    await userEvent.click(screen.getByRole('button', { name: 'Email Automation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=email&sortBy=newest'));
    await waitFor(() => expect(lastListingCall().get('useCase')).toBe('email'));
    expect(lastListingCall().get('offset')).toBe('0');
  });

  it('Clear All resets every filter', async () => {
    fetchMock.mockImplementation(async () => Response.json(listingPage(2)));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace?category=data&price=free&search=csv' });
    await userEvent.click(await screen.findByRole('button', { name: /Clear All/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect([...lastListingCall().keys()]).toEqual(['limit', 'offset']));
    expect(screen.getByRole('searchbox', { name: 'Search agents' })).toHaveValue('');
  });

  it('typing a search updates the URL after a pause', async () => {
    fetchMock.mockImplementation(async () => Response.json(listingPage(1)));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'invoice');
    await waitFor(() => expect(router.state.location.search).toBe('?search=invoice'));
    await waitFor(() => expect(lastListingCall().get('search')).toBe('invoice'));
  });

  it('drops unknown values from a hand-edited URL', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    renderWithApp(<Marketplace />, { path: '/marketplace?sortBy=cheapest&platform=cobol' });
    await screen.findByText('No AI agents found');
    expect(screen.getByText('Try adjusting your filters or search terms...')).toBeInTheDocument();
    expect([...lastListingCall().keys()]).toEqual(['limit', 'offset']);
  });
});
