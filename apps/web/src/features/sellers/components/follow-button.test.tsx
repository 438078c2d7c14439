import type { PublicProfile } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { usePublicProfile } from '../api/get-public-profile';
import { FollowButton } from './follow-button';

afterEach(() => resetToasts());

const profile: PublicProfile = {
  id: 's1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: null,
  profileImageUrl: null,
  bio: null,
  website: null,
  location: null,
  createdAt: '2024-06-01T00:00:00.000Z',
  emailVerified: true,
  verifiedDomain: null,
  sellerEnabled: true,
  profileVisibility: 'public',
  followerCount: 1,
  followedByMe: false,
  ratingAcross: null,
  stats: { averageRating: 0, totalReviews: 0, activeListings: 2, totalSales: 0 },
};

/** The button as the profile page holds it: fed by the profile query the mutation updates. */
const Profile = () => {
  const { data } = usePublicProfile('s1');
  return data && 'stats' in data ? <FollowButton profile={data} /> : null;
};

const render = (user: ReturnType<typeof testUser> | null = testUser()) => {
  server.use(http.get('/api/users/s1', () => HttpResponse.json(profile)));
  return renderWithApp(<Profile />, { user });
};

describe('FollowButton', () => {
  it('follows, then unfollows, with the count and the toasts', async () => {
    server.use(
      http.post('/api/sellers/s1/follow', () => HttpResponse.json({ followerCount: 2, followedByMe: true })),
      http.delete('/api/sellers/s1/follow', () => HttpResponse.json({ followerCount: 1, followedByMe: false })),
    );
    render();
    expect(await screen.findByText('1 follower')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 followers')).toBeInTheDocument();
    expect(await screen.findByText("We'll let you know when they list a new agent.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Unfollowed')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    render(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Please sign in to follow sellers')).toBeInTheDocument();
    expect(requestsSent('POST /api/sellers/s1/follow')).toEqual([]);
  });
});
