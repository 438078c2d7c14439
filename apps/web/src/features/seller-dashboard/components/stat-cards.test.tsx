import type { SellerAnalytics } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { MyAgentsTable } from './my-agents-table';
import { StatCards } from './stat-cards';

const analytics = (overrides: Partial<SellerAnalytics> = {}): SellerAnalytics => ({
  wallet: {
    balance: '45.10',
    availableBalance: '40.00',
    totalEarnings: '120.50',
    totalRefunded: '0.00',
    pendingPayouts: '5.10',
    totalPaidOut: '75.40',
    currency: 'usd',
  },
  activeListings: 2,
  totalListings: 3,
  totalViews: 310,
  totalSales: 9,
  monthlySales: '33.00',
  monthlySalesCount: 3,
  previousMonthSales: '30.00',
  previousMonthSalesCount: 2,
  monthlySalesTrend: 10,
  monthlySalesCountTrend: 50,
  listings: [
    {
      id: 'l1',
      title: 'Inbox Zero',
      platform: 'chatgpt',
      price: '19.00',
      active: true,
      downloadCount: 7,
      viewCount: 200,
      sales: 5,
      hasVideo: true,
      rating: { average: 4.5, count: 2 },
    },
    {
      id: 'l2',
      title: 'Planner',
      platform: 'python',
      price: '0.00',
      active: false,
      downloadCount: 4,
      viewCount: 110,
      sales: 0,
      hasVideo: false,
      rating: { average: 0, count: 0 },
    },
  ],
  ...overrides,
});

describe('seller dashboard figures', () => {
  it('shows real totals and the real month-over-month trend', () => {
    renderWithApp(<StatCards analytics={analytics()} onRequestPayout={() => {}} onSetupPayout={() => {}} />, {
      user: testUser(),
    });
    expect(screen.getByTestId('total-earnings')).toHaveTextContent('$120.50');
    expect(screen.getByTestId('available-balance')).toHaveTextContent('$40.00');
    expect(screen.getByTestId('active-agents')).toHaveTextContent('2');
    expect(screen.getByText('310 views in total')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-sales')).toHaveTextContent('$33.00');
    expect(screen.getByTestId('trend')).toHaveTextContent('+10.0% vs last month');
  });

  it('hides the trend when last month had nothing to compare with', () => {
    renderWithApp(
      <StatCards
        analytics={analytics({ monthlySalesTrend: null })}
        onRequestPayout={() => {}}
        onSetupPayout={() => {}}
      />,
      { user: testUser() },
    );
    expect(screen.queryByTestId('trend')).not.toBeInTheDocument();
    expect(screen.queryByText(/12\.5|8\.2/)).not.toBeInTheDocument();
  });

  it('turns Request Payout off while a payout is pending, and says why', async () => {
    const onRequestPayout = vi.fn();
    renderWithApp(<StatCards analytics={analytics()} onRequestPayout={onRequestPayout} onSetupPayout={() => {}} />, {
      user: testUser(),
    });
    const button = screen.getByRole('button', { name: 'Request Payout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/already have a pending payout request/);
    expect(screen.getByText(/already have a pending payout request/)).toBeVisible();
    await userEvent.click(button);
    expect(onRequestPayout).not.toHaveBeenCalled();
  });

  it('offers Request Payout when no payout is pending', async () => {
    const onRequestPayout = vi.fn();
    const wallet = { ...analytics().wallet, pendingPayouts: '0.00' };
    renderWithApp(
      <StatCards analytics={analytics({ wallet })} onRequestPayout={onRequestPayout} onSetupPayout={() => {}} />,
      { user: testUser() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
    expect(onRequestPayout).toHaveBeenCalledOnce();
    expect(screen.queryByText(/pending payout request/)).not.toBeInTheDocument();
  });

  it('lists agents with real ratings, FREE prices and video badges', () => {
    renderWithApp(<MyAgentsTable listings={analytics().listings} onUpload={() => {}} />, { user: testUser() });
    expect(screen.getByLabelText('Rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('No ratings')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByText('No Video')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View' })[0]).toHaveAttribute('href', '/agent/l1');
  });

  it('offers the first upload when there are no agents', () => {
    renderWithApp(<MyAgentsTable listings={[]} onUpload={() => {}} />, { user: testUser() });
    expect(screen.getByText('No agents uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Your First Agent' })).toBeInTheDocument();
  });
});
