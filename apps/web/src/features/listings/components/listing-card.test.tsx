import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testListing } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { ListingCard } from './listing-card';

describe('ListingCard', () => {
  it('shows the real average and review count', () => {
    renderWithApp(<ListingCard listing={testListing({ rating: { average: 4.333, count: 3 } })} />);
    expect(screen.getByLabelText('Rated 4.3 out of 5 from 3 reviews')).toHaveTextContent('4.3(3)');
  });

  it('reads "New" with no reviews instead of inventing stars', () => {
    renderWithApp(<ListingCard listing={testListing({ rating: { average: 0, count: 0 } })} />);
    expect(screen.getByTestId('rating')).toHaveTextContent('New');
    expect(screen.queryByText(/4\.8/)).not.toBeInTheDocument();
  });

  it('shows FREE for a zero price and links to the listing page', () => {
    const listing = testListing({
      price: '0.00',
      title: 'Inbox Zero',
      platform: 'python',
      useCase: 'email-automation',
    });
    renderWithApp(<ListingCard listing={listing} />);
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByText('Python Script')).toBeInTheDocument();
    expect(screen.getByText('Email Automation')).toBeInTheDocument();
    expect(screen.getByText('by Sam Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox Zero' })).toHaveAttribute('href', `/agent/${listing.id}`);
  });
});
