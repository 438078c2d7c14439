import type { TopRatedAgentEntry, WeeklyInviterEntry, WeeklySellerEntry } from '@agentsy/contracts';
import { leaderboardCopy } from '@agentsy/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CommunityCards } from '@/features/leaderboard/components/community-cards';
import { server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { Component as LeaderboardPage } from './leaderboard';

const person = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Tester',
  displayName: `${firstName} Tester`,
  profileImageUrl: null,
});

const sellers: WeeklySellerEntry[] = ['Ana', 'Ben', 'Cai', 'Dee', 'Eve'].map((name, i) => ({
  userId: `s${i}`,
  user: person(`s${i}`, name),
  downloads: 10 - i,
}));

const rated: TopRatedAgentEntry[] = [
  {
    listing: { id: 'l1', title: 'Inbox Zero', price: '19.99' },
    user: person('s0', 'Ana'),
    avgRating: 4.67,
    totalReviews: 3,
  },
];

const inviters: WeeklyInviterEntry[] = [{ userId: 'i1', user: person('i1', 'Ivy'), inviteCount: 2 }];

const boards = (
  over: { sellers?: WeeklySellerEntry[]; rated?: TopRatedAgentEntry[]; inviters?: WeeklyInviterEntry[] } = {},
) =>
  server.use(
    http.get<never, never, WeeklySellerEntry[]>('/api/leaderboard/weekly-sellers', () =>
      HttpResponse.json(over.sellers ?? sellers),
    ),
    http.get<never, never, TopRatedAgentEntry[]>('/api/leaderboard/top-rated-agents', () =>
      HttpResponse.json(over.rated ?? rated),
    ),
    http.get<never, never, WeeklyInviterEntry[]>('/api/leaderboard/weekly-inviters', () =>
      HttpResponse.json(over.inviters ?? inviters),
    ),
  );

describe('the leaderboard page', () => {
  it('ranks top sellers with icons for 1-3, #n after, and crowns the Seller of the Week', async () => {
    boards();
    renderWithApp(<LeaderboardPage />, { path: '/leaderboard' });
    const list = await screen.findByRole('list', { name: 'Top Sellers' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByRole('img', { name: 'Rank 1' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Seller of the Week')).toBeInTheDocument();
    expect(screen.getByText('Counts downloads by verified buyers, once per buyer and agent.')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: 'Ana Tester' })).toHaveAttribute('href', '/seller/s0');
    expect(within(rows[0]!).getByText('10 downloads')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Rank 3' })).toBeInTheDocument();
    expect(within(rows[3]!).getByText('#4')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('#5')).toBeInTheDocument();
    expect(screen.getAllByText('Seller of the Week')).toHaveLength(1);
  });

  it('shows top rated agents with their rating, and top inviters with the referral rule', async () => {
    boards();
    const user = userEvent.setup();
    renderWithApp(<LeaderboardPage />, { path: '/leaderboard' });
    await user.click(screen.getByRole('tab', { name: 'Top Rated' }));
    const agents = await screen.findByRole('list', { name: 'Top Rated' });
    expect(within(agents).getByRole('link', { name: 'Inbox Zero' })).toHaveAttribute('href', '/agent/l1');
    expect(within(agents).getByText('4.7 (3 reviews)')).toBeInTheDocument();
    expect(within(agents).getByText('$19.99')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Top Inviters' }));
    const invited = await screen.findByRole('list', { name: 'Top Inviters' });
    expect(within(invited).getByText('Top Inviter')).toBeInTheDocument();
    expect(within(invited).getByText('2 invites')).toBeInTheDocument();
    expect(screen.getByText(leaderboardCopy.referralRule, { exact: false })).toHaveTextContent('5% commission');
    // A visitor is asked to sign in for a link of their own.
    expect(screen.getByRole('link', { name: 'Sign in to get your invite link' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/login'),
    );
  });

  it('gives a signed-in user their invite link and copies it', async () => {
    boards();
    const user = userEvent.setup();
    renderWithApp(<LeaderboardPage />, { path: '/leaderboard', user: testUser({ id: 'me-123' }) });
    await user.click(screen.getByRole('tab', { name: 'Top Inviters' }));
    const link = await screen.findByLabelText('Your invite link');
    expect(link).toHaveValue(`${window.location.origin}/api/login?ref=me-123`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/api/login?ref=me-123`);
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
  });

  it('reads "No data available yet" on an empty board', async () => {
    boards({ sellers: [], inviters: [] });
    const user = userEvent.setup();
    renderWithApp(<LeaderboardPage />, { path: '/leaderboard' });
    expect(await screen.findByText('No data available yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Top Inviters' }));
    expect(await screen.findByText('No data available yet')).toBeInTheDocument();
  });
});

describe('the home page community cards', () => {
  it('show the top 3 of each board', async () => {
    boards();
    renderWithApp(<CommunityCards />);
    const top = await screen.findByRole('list', { name: 'Top Sellers' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(3);
    expect(within(top).queryByText('#4')).not.toBeInTheDocument();
    expect(screen.getByText(leaderboardCopy.sellersCounted)).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Top Rated' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Top Inviters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the full leaderboard' })).toHaveAttribute('href', '/leaderboard');
  });
});
