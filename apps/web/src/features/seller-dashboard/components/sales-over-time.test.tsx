import type { SellerDailySales } from '@agentsy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '@/components/charts/media-query-shim';
import { apiError, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { SalesOverTime } from './sales-over-time';

beforeAll(installMatchMedia);

const seller = testUser({ id: 'seller-1', role: 'seller', roles: ['buyer', 'seller'], sellerEnabled: true });

/** `days` UTC days ending 2026-11-27; the last two have sales. */
const span = (days: 7 | 30 | 90): SellerDailySales => ({
  days,
  daily: Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 27) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const sold = i >= days - 2 ? days / 7 : 0;
    return { date, salesCount: Math.round(sold), earnings: (Math.round(sold) * 8.9).toFixed(2) };
  }),
});

const answerDaily = () =>
  server.use(
    http.get('/api/analytics/seller/seller-1/daily', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days')) as 7 | 30 | 90;
      return HttpResponse.json(span(days));
    }),
  );

describe('SalesOverTime', () => {
  it('shows 30 days at first, as charts with axes and as a table for screen readers', async () => {
    answerDaily();
    renderWithApp(<SalesOverTime sellerId="seller-1" />, { user: seller });
    const table = await screen.findByRole('table', { name: 'Sales and earnings per day, last 30 days (UTC)' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '2026-11-27 4 $35.60' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2026-10-29 0 $0.00' })).toBeInTheDocument();
    expect(screen.getByText('8 sales · $71.20 earned in the last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    // The chart library arrives lazily and draws bars and labelled axes.
    const earnings = await screen.findByRole('img', { name: 'Earnings per day, last 30 days', hidden: true });
    await waitFor(() => expect(earnings.querySelectorAll('.ct-bar')).toHaveLength(30));
    expect(earnings.querySelectorAll('.ct-label.ct-horizontal').length).toBeGreaterThan(0);
    expect(earnings.querySelectorAll('.ct-label.ct-vertical').length).toBeGreaterThan(0);
    expect(screen.getByText('Earnings (USD)')).toBeInTheDocument();
    expect(screen.getAllByText('Day (UTC)')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Sales per day, last 30 days', hidden: true })).toBeInTheDocument();
  });

  it('switches to 7 and 90 days', async () => {
    answerDaily();
    renderWithApp(<SalesOverTime sellerId="seller-1" />, { user: seller });
    await screen.findByRole('table', { name: /last 30 days/ });
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    const week = await screen.findByRole('table', { name: 'Sales and earnings per day, last 7 days (UTC)' });
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    const quarter = await screen.findByRole('table', { name: 'Sales and earnings per day, last 90 days (UTC)' });
    expect(within(quarter).getAllByRole('row')).toHaveLength(91);
    expect(requestsSent('GET /api/analytics/seller/seller-1/daily')).toEqual([
      'GET /api/analytics/seller/seller-1/daily?days=30',
      'GET /api/analytics/seller/seller-1/daily?days=7',
      'GET /api/analytics/seller/seller-1/daily?days=90',
    ]);
  });

  it('says when the figures could not load and tries again', async () => {
    server.use(http.get('/api/analytics/seller/seller-1/daily', () => apiError(500, 'boom')));
    renderWithApp(<SalesOverTime sellerId="seller-1" />, { user: seller });
    expect(await screen.findByText(/Could not load your sales per day/)).toBeInTheDocument();
    answerDaily();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /last 30 days/ })).toBeInTheDocument();
  });
});
