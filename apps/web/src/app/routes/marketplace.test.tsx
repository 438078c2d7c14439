import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { requestsSent, server } from '@/test/api-server';
import { listingPage } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { Component as Marketplace } from './marketplace';

afterEach(() => {
  resetToasts();
});

/** The pages in turn, and a count of every listing in them unless one is given. */
const answerListings = (...pages: unknown[][]) => answerListingsCounted(undefined, ...pages);
const answerListingsCounted = (count: { total: number; isAtLeast: boolean } | undefined, ...pages: unknown[][]) => {
  const remaining = [...pages];
  const total = pages.reduce((sum, page) => sum + page.length, 0);
  // The last page answers every later request too.
  server.use(
    http.get('/api/listings', () => HttpResponse.json(remaining.length > 1 ? remaining.shift() : remaining[0])),
    http.get('/api/listings/count', () => HttpResponse.json(count ?? { total, isAtLeast: false })),
  );
};

/** The query of the last listings request. */
const lastListingCall = () => new URLSearchParams(requestsSent('GET /api/listings').at(-1)!.split('?')[1]);

describe('Marketplace', () => {
  it('reads the filters from the URL and sends them in the spec’s query names', async () => {
    answerListings(listingPage(3));
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
    server.use(
      http.get('/api/listings', () => new Promise<never>(() => {})),
      http.get('/api/listings/count', () => new Promise<never>(() => {})),
    );
    renderWithApp(<Marketplace />, { path: '/marketplace' });
    expect(screen.getAllByTestId('listing-card-skeleton')).toHaveLength(8);
  });

  it('offers Load More only after a full page and appends the next page', async () => {
    answerListings(listingPage(20), listingPage(5));
    renderWithApp(<Marketplace />, { path: '/marketplace' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Agents' }));
    await screen.findByText('25 AI agents found');
    expect(lastListingCall().get('offset')).toBe('20');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load More Agents' })).not.toBeInTheDocument();
  });

  it('heads the results with the server’s count of every match, not the loaded ones', async () => {
    answerListingsCounted({ total: 57, isAtLeast: false }, listingPage(20));
    renderWithApp(<Marketplace />, { path: '/marketplace?platform=make' });
    await screen.findByText('57 AI agents found');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(20);
    expect(requestsSent('GET /api/listings/count')).toEqual(['GET /api/listings/count?platform=make']);
  });

  it('says "1,000+" past the count’s cap', async () => {
    answerListingsCounted({ total: 1000, isAtLeast: true }, listingPage(20));
    renderWithApp(<Marketplace />, { path: '/marketplace' });
    await screen.findByText('1,000+ AI agents found');
    expect(screen.getByRole('button', { name: 'Load More Agents' })).toBeInTheDocument();
  });

  it('at exactly 40 results, Load More goes once the 40 are shown', async () => {
    answerListings(listingPage(20), listingPage(20), []);
    renderWithApp(<Marketplace />, { path: '/marketplace' });
    await screen.findByText('40 AI agents found');
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Agents' }));
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(40));
    expect(screen.queryByRole('button', { name: 'Load More Agents' })).not.toBeInTheDocument();
    expect(requestsSent('GET /api/listings')).toHaveLength(2);
  });

  it('filters by every platform a listing can have: Make, Gemini, Custom GPT and Other too', async () => {
    answerListings(listingPage(2));
    renderWithApp(<Marketplace />, { path: '/marketplace?platform=custom-gpt' });
    await screen.findByText('2 AI agents found');
    expect(lastListingCall().get('platform')).toBe('custom-gpt');
    const platform = screen.getByRole('combobox', { name: 'Platform' });
    const options = within(platform)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Make', 'Gemini', 'Custom GPT', 'Other', 'ChatGPT']));
    expect(platform).toHaveValue('custom-gpt');
  });

  it('a filter change goes into the URL and starts again at offset 0', async () => {
    answerListingsCounted({ total: 60, isAtLeast: false }, listingPage(20));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace?sortBy=newest' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Agents' }));
    await waitFor(() => expect(lastListingCall().get('offset')).toBe('20'));

    await userEvent.click(screen.getByRole('button', { name: 'Email Automation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=email&sortBy=newest'));
    await waitFor(() => expect(lastListingCall().get('useCase')).toBe('email'));
    expect(lastListingCall().get('offset')).toBe('0');
  });

  it('keeps every filter when several change before the page has redrawn', async () => {
    answerListings(listingPage(3));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace' });
    await screen.findByText('3 AI agents found');
    // Straight DOM events, outside act(): the router's update is a transition, so the second
    // change arrives before the page has redrawn with the first, as on a busy phone.
    const choose = (label: string, value: string) => {
      const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('Platform', 'claude');
    choose('Price', '25-50');
    choose('Sort by', 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=newest&platform=claude&price=25-50'));
  });

  it('Clear All resets every filter', async () => {
    answerListings(listingPage(2));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace?category=data&price=free&search=csv' });
    await userEvent.click(await screen.findByRole('button', { name: /Clear All/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect([...lastListingCall().keys()]).toEqual(['limit', 'offset']));
    expect(screen.getByRole('searchbox', { name: 'Search agents' })).toHaveValue('');
  });

  it('typing a search updates the URL after a pause', async () => {
    answerListings(listingPage(1));
    const { router } = renderWithApp(<Marketplace />, { path: '/marketplace' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'invoice');
    await waitFor(() => expect(router.state.location.search).toBe('?search=invoice'));
    await waitFor(() => expect(lastListingCall().get('search')).toBe('invoice'));
  });

  it('drops unknown values from a hand-edited URL', async () => {
    answerListings([]);
    renderWithApp(<Marketplace />, { path: '/marketplace?sortBy=cheapest&platform=cobol' });
    await screen.findByText('No AI agents found');
    expect(screen.getByText('Try adjusting your filters or search terms...')).toBeInTheDocument();
    expect([...lastListingCall().keys()]).toEqual(['limit', 'offset']);
  });
});
