import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { usePlatformStats } from '../api/get-platform-stats';
import { PlatformStatsStrip } from './platform-stats-strip';

// Reads the same query, so it renders in the same commit as the strip would.
const Loaded = () => (usePlatformStats().data ? <p>figures loaded</p> : null);

// The loading placeholder holds the same region; wait for the figures themselves.
const strip = async () => {
  await screen.findByRole('region', { name: 'Marketplace in numbers', busy: false });
  return screen.getByRole('region', { name: 'Marketplace in numbers' });
};

describe('PlatformStatsStrip', () => {
  it('shows every figure of a busy marketplace', async () => {
    server.use(
      http.get('/api/stats/platform', () =>
        HttpResponse.json({ agents: 12, sellers: 3, buyers: 40, salesCents: 123_456 }),
      ),
    );
    renderWithApp(<PlatformStatsStrip />);
    const figures = within(await strip());
    expect(figures.getByText('12')).toBeInTheDocument();
    expect(figures.getByText('$1.2K+')).toBeInTheDocument();
    expect(figures.getByText('Total Sales')).toBeInTheDocument();
  });

  it('leaves out figures that are zero instead of claiming "$0 Total Sales"', async () => {
    server.use(
      http.get('/api/stats/platform', () => HttpResponse.json({ agents: 5, sellers: 2, buyers: 3, salesCents: 40 })),
    );
    renderWithApp(<PlatformStatsStrip />);
    const figures = within(await strip());
    expect(figures.getByText('AI Agents')).toBeInTheDocument();
    expect(figures.queryByText('Total Sales')).not.toBeInTheDocument();
    expect(figures.queryByText('$0')).not.toBeInTheDocument();
  });

  it('shows no strip when every figure is zero', async () => {
    server.use(
      http.get('/api/stats/platform', () => HttpResponse.json({ agents: 0, sellers: 0, buyers: 0, salesCents: 0 })),
    );
    renderWithApp(
      <>
        <PlatformStatsStrip />
        <Loaded />
      </>,
    );
    await screen.findByText('figures loaded');
    expect(screen.queryByRole('region', { name: 'Marketplace in numbers' })).not.toBeInTheDocument();
  });
});
