import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { installMatchMedia } from '@/components/charts/media-query-shim';
import { SalesChart } from './sales-chart';

beforeAll(installMatchMedia);

it('draws the daily bars with a dated x axis, a dollar y axis and axis titles', async () => {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    sales: i === 29 ? '103.00' : '0.00',
    platformEarnings: i === 29 ? '14.00' : '0.00',
  }));
  render(<SalesChart daily={daily} />);
  const chart = screen.getByRole('img', { name: 'Daily sales and platform earnings, last 30 days' });
  await waitFor(() => expect(chart.querySelectorAll('.ct-bar')).toHaveLength(60));
  const xLabels = [...chart.querySelectorAll('.ct-label.ct-horizontal')].map((l) => l.textContent);
  expect(xLabels).toContain('11-01');
  const yLabels = [...chart.querySelectorAll('.ct-label.ct-vertical')].map((l) => l.textContent);
  expect(yLabels.every((label) => label?.startsWith('$'))).toBe(true);
  expect(screen.getByText('USD')).toBeInTheDocument();
  expect(screen.getByText('Day (UTC)')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Daily sales and platform earnings' })).toBeInTheDocument();
});
