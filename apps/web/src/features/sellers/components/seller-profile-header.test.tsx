import type { PublicProfile } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SellerProfileHeader } from './seller-profile-header';

const profile = (stats: Partial<PublicProfile['stats']>): PublicProfile => ({
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
  followerCount: 0,
  followedByMe: false,
  ratingAcross: null,
  stats: { averageRating: 0, totalReviews: 0, activeListings: 2, totalSales: 0, ...stats },
});

describe('SellerProfileHeader', () => {
  it('shows the sales count once there are sales', () => {
    renderWithApp(<SellerProfileHeader profile={profile({ totalSales: 7 })} />);
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('does not claim "0 Sales" for a seller without any', () => {
    renderWithApp(<SellerProfileHeader profile={profile({ totalSales: 0 })} />);
    expect(screen.getByText('Active agents')).toBeInTheDocument();
    expect(screen.queryByText('Sales')).not.toBeInTheDocument();
  });

  it('shows the real median reply time once known, and nothing before', () => {
    const { unmount } = renderWithApp(<SellerProfileHeader profile={profile({})} replyMinutes={null} />);
    expect(screen.queryByText(/Usually responds/)).toBeNull();
    unmount();
    renderWithApp(<SellerProfileHeader profile={profile({})} replyMinutes={95} />);
    expect(screen.getByText('Usually responds in 2 hours')).toBeInTheDocument();
  });

  it('shows the rating across agents only when the server gives it', () => {
    const { unmount } = renderWithApp(<SellerProfileHeader profile={profile({})} />);
    expect(screen.queryByText(/reviews across/)).toBeNull();
    unmount();
    renderWithApp(
      <SellerProfileHeader profile={{ ...profile({}), ratingAcross: { average: 4.7, reviews: 23, agents: 6 } }} />,
    );
    expect(screen.getByText('4.7 from 23 reviews across 6 agents')).toBeInTheDocument();
  });

  it('shows the verified domain, and no badge without one', () => {
    const { unmount } = renderWithApp(
      <SellerProfileHeader profile={{ ...profile({}), verifiedDomain: 'ada.example' }} />,
    );
    expect(screen.getByText('Verified: ada.example')).toBeInTheDocument();
    unmount();
    renderWithApp(<SellerProfileHeader profile={profile({})} />);
    expect(screen.queryByText(/Verified:/)).toBeNull();
  });
});
