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

  it("shows the seller's verified domain, and nothing for a seller without one", () => {
    const seller = { id: 's', firstName: 'Sam', lastName: 'Seller', profileImageUrl: null };
    const { unmount } = renderWithApp(
      <ListingCard listing={testListing({ seller: { ...seller, verifiedDomain: 'sam.example' } })} />,
    );
    expect(screen.getByText('Verified: sam.example')).toBeInTheDocument();
    unmount();
    renderWithApp(<ListingCard listing={testListing({ seller: { ...seller, verifiedDomain: null } })} />);
    expect(screen.queryByText(/Verified:/)).toBeNull();
  });

  it('shows the current version and its age when the listing carries one, and nothing otherwise', () => {
    const publishedAt = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    const { unmount } = renderWithApp(
      <ListingCard
        listing={testListing({
          currentVersion: { version: '1.3.0', publishedAt, sha256: 'a'.repeat(64), fileName: 'a.zip', fileSize: 10 },
          updatedAt: publishedAt,
        })}
      />,
    );
    expect(screen.getByTestId('listing-version')).toHaveTextContent('v1.3.0 · updated 3 days ago');
    unmount();
    renderWithApp(<ListingCard listing={testListing({ currentVersion: null })} />);
    expect(screen.queryByTestId('listing-version')).toBeNull();
  });

  it('shows the cover at a fixed ratio with responsive sources, lazy unless on the first screen', () => {
    const cover = {
      id: 'img-1',
      alt: 'The triage view',
      width: 1280,
      height: 720,
      urls: [320, 640, 1280].map((w) => ({ width: w, url: `/api/listing-images/img-1/${w}.webp` })),
    };
    const { unmount } = renderWithApp(<ListingCard listing={testListing({ images: [cover] })} />);
    const img = screen.getByRole('img', { name: 'The triage view' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toBe(
      '/api/listing-images/img-1/320.webp 320w,/api/listing-images/img-1/640.webp 640w,/api/listing-images/img-1/1280.webp 1280w',
    );
    expect(img.parentElement).toHaveClass('aspect-video');
    // Its own size for the browser's ratio before the stylesheet, and the card's width per grid:
    // a phone's card is the page less its padding, so a 412px phone at 1.75x needs under 960.
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img.getAttribute('sizes')).toBe(
      '(min-width:1280px) 17rem,(min-width:1024px) 33vw,(min-width:640px) 50vw,calc(100vw - 2rem)',
    );
    unmount();
    renderWithApp(<ListingCard listing={testListing({ images: [cover] })} eager />);
    expect(screen.getByRole('img', { name: 'The triage view' })).toHaveAttribute('loading', 'eager');
  });

  it('keeps the empty picture slot when a listing has no cover', () => {
    renderWithApp(<ListingCard listing={testListing({ images: [] })} />);
    const slot = screen.getByTestId('listing-card').querySelector('.aspect-video');
    expect(slot).toBeEmptyDOMElement();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
