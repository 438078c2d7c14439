import type { ListingVersion, Order } from '@agentsy/contracts';
import { listingMessages } from '@agentsy/contracts/messages';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, server } from '@/test/api-server';
import { testListingDetail } from '@/test/listings';
import { testOrder } from '@/test/orders';
import { testModels, testVersion } from '@/test/releases';
import { renderWithApp, testUser } from '@/test/render';
import { Component as AgentDetail } from './agent-detail';

const route = '/agent/:id';

const answerListing = (listing: ReturnType<typeof testListingDetail>, versions: ListingVersion[] = []) =>
  server.use(
    http.get('/api/listings/:id', () => HttpResponse.json(listing)),
    http.get('/api/listings/:id/versions', () => HttpResponse.json(versions)),
    http.get('/api/listings/:id/questions', () => HttpResponse.json([])),
  );

describe('Listing detail', () => {
  it('shows the listing, its video and Sign In to Purchase for a visitor', async () => {
    const listing = testListingDetail({ title: 'Lead Finder', price: '0.00', videoUrl: '/api/videos/v1' });
    answerListing(listing);
    const { container } = renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}` });
    expect(await screen.findByRole('heading', { name: 'Lead Finder' })).toBeInTheDocument();
    expect(document.title).toBe('Lead Finder | Agentsy');
    expect(screen.getByText('FREE')).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/videos/v1');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In to Purchase' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(`/agent/${listing.id}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', '/seller/seller-1');
  });

  it('shows "v1.3.0 · updated 3 days ago" and a Releases section with each changelog', async () => {
    const publishedAt = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    const listing = testListingDetail({
      title: 'Versioned',
      currentVersion: { version: '1.3.0', publishedAt, sha256: 'a'.repeat(64), fileName: 'a.zip', fileSize: 10 },
      updatedAt: publishedAt,
    });
    answerListing(listing, [
      testVersion({
        listingId: listing.id,
        version: '1.3.0',
        changelog: 'Adds summaries',
        publishedAt,
        files: [
          { path: 'agent/main.py', size: 3000, sha256: 'b'.repeat(64) },
          { path: 'README.md', size: 200, sha256: 'c'.repeat(64) },
        ],
      }),
      testVersion({ listingId: listing.id, version: '1.0.0', changelog: '' }),
    ]);
    // The newest release's security check, as anyone else than its seller reads it.
    server.use(
      http.get(`/api/listings/${listing.id}/versions/1.3.0/scan`, () =>
        HttpResponse.json({
          status: 'clean',
          finishedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
          summary: { files: 2, bytes: 3200, critical: 0, warn: 0, info: 0 },
        }),
      ),
    );
    renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}` });
    expect(await screen.findByTestId('listing-version')).toHaveTextContent('v1.3.0 · updated 3 days ago');
    const digest = screen.getByTestId('signed-digest');
    expect(digest).toHaveTextContent(`Signed by AgentsySHA-256 of v1.3.0${'a'.repeat(64)}`);
    expect(within(digest).getByRole('link', { name: 'Signed manifest' })).toHaveAttribute(
      'href',
      `/api/listings/${listing.id}/versions/1.3.0/manifest`,
    );
    const releases = await screen.findByRole('region', { name: 'Releases' });
    expect(releases).toHaveTextContent('v1.3.0');
    expect(await within(releases).findByText('Adds summaries')).toBeInTheDocument();
    expect(await within(releases).findByText('Checked 2 minutes ago: no issues found')).toBeInTheDocument();
    expect(within(releases).getByText('Files in this version (2)')).toBeInTheDocument();
  });

  it('says when the current version was made for a retired model, and shows declared apart from tested', async () => {
    const listing = testListingDetail({
      currentVersion: {
        version: '1.3.0',
        publishedAt: '2025-06-01T00:00:00Z',
        sha256: 'b'.repeat(64),
        fileName: 'a.json',
        fileSize: 10,
      },
    });
    answerListing(listing, [
      testVersion({
        listingId: listing.id,
        version: '1.3.0',
        compatibility: {
          targets: [{ platform: 'chatgpt', models: ['gpt-4o'] }],
          tested: [{ model: 'gpt-4o', testedAt: '2025-05-30', result: 'pass', note: 'All tasks' }],
        },
      }),
    ]);
    server.use(
      http.get('/api/models', () => HttpResponse.json(testModels)),
      http.get(`/api/listings/${listing.id}/versions/1.3.0/scan`, () =>
        HttpResponse.json({
          status: 'clean',
          finishedAt: '2025-06-01T00:00:00Z',
          summary: { files: 1, bytes: 10, critical: 0, warn: 0, info: 0 },
        }),
      ),
    );
    renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}` });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Made for GPT-4o, retired on 13 Feb 2026. No update since.',
    );
    const releases = await screen.findByRole('region', { name: 'Releases' });
    expect(await within(releases).findByTestId('compatibility-declared')).toHaveTextContent(
      'Declared: ChatGPT · GPT-4o',
    );
    expect(within(releases).getByTestId('compatibility-tested')).toHaveTextContent(
      'Passed on GPT-4o, tested on May 30, 2025 · All tasks',
    );
  });

  /** A signed-in buyer's page also reads their saved agents and their orders. */
  const signedIn = (listing: ReturnType<typeof testListingDetail>, orders: Order[] = []) => {
    answerListing(listing);
    server.use(
      http.get('/api/favorites', () => HttpResponse.json([])),
      http.get('/api/orders/buyer/:buyerId', () => HttpResponse.json(orders)),
    );
  };

  it('offers Buy Now with Save and Share to a signed-in buyer, and no review form before buying', async () => {
    signedIn(testListingDetail({ title: 'X' }));
    renderWithApp(<AgentDetail />, { route, path: '/agent/abc', user: testUser() });
    await screen.findByRole('heading', { name: 'X' });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByText('Sign In to Purchase')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByText('Review this agent')).not.toBeInTheDocument();
  });

  it('offers a free agent for FREE, and nothing to buy on your own listing', async () => {
    signedIn(testListingDetail({ title: 'Free one', price: '0.00' }));
    const { unmount } = renderWithApp(<AgentDetail />, { route, path: '/agent/abc', user: testUser() });
    expect(await screen.findByRole('button', { name: 'Get for FREE' })).toBeEnabled();
    unmount();
    signedIn(testListingDetail({ title: 'Mine', userId: 'user-1' }));
    renderWithApp(<AgentDetail />, { route, path: '/agent/abc', user: testUser() });
    expect(await screen.findByRole('button', { name: 'Your listing' })).toBeDisabled();
    expect(screen.queryByText('Buy Now')).not.toBeInTheDocument();
  });

  it("shows Verified purchase and the seller's response under a review; only the seller gets the reply controls", async () => {
    const review = {
      id: 'r1',
      rating: 5,
      comment: 'Saves me hours',
      createdAt: '2026-11-01T00:00:00.000Z',
      listingId: 'abc',
      buyer: { id: 'b1', firstName: 'Bea', lastName: 'Buyer', displayName: null, profileImageUrl: null },
      verifiedPurchase: true,
      reply: {
        content: 'Glad it helps!',
        createdAt: '2026-11-02T00:00:00.000Z',
        updatedAt: '2026-11-02T00:00:00.000Z',
      },
    };
    signedIn(testListingDetail({ title: 'Reviewed', reviews: [review] }));
    const { unmount } = renderWithApp(<AgentDetail />, { route, path: '/agent/abc', user: testUser() });
    expect(await screen.findByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getByText('Response from the seller')).toBeInTheDocument();
    expect(screen.getByText('Glad it helps!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit reply' })).toBeNull();
    unmount();
    signedIn(
      testListingDetail({
        title: 'Reviewed',
        userId: 'user-1',
        seller: { ...testListingDetail().seller, id: 'user-1' },
        reviews: [review],
      }),
    );
    renderWithApp(<AgentDetail />, { route, path: '/agent/abc', user: testUser() });
    expect(await screen.findByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
  });

  it('shows Already Purchased and the review form to a buyer who has not reviewed', async () => {
    const listing = testListingDetail({ title: 'Bought' });
    signedIn(listing, [testOrder({ listingId: listing.id, status: 'completed' })]);
    renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}`, user: testUser() });
    expect(await screen.findByRole('button', { name: 'Already Purchased' })).toBeDisabled();
    expect(screen.getByText('Review this agent')).toBeInTheDocument();
  });

  it('treats a refunded order as not owned', async () => {
    const listing = testListingDetail({ title: 'Refunded' });
    signedIn(listing, [testOrder({ listingId: listing.id, status: 'refunded' })]);
    renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}`, user: testUser() });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByText('Review this agent')).not.toBeInTheDocument();
  });

  it('offers nothing to buy when every version was revoked, and still shows a buyer their purchase', async () => {
    const listing = testListingDetail({ title: 'Withdrawn', currentVersion: null, updatedAt: null });
    answerListing(listing);
    const { unmount } = renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}` });
    expect(await screen.findByRole('button', { name: 'Not Available' })).toBeDisabled();
    expect(screen.getByText(listingMessages.notForSale.message)).toBeInTheDocument();
    expect(screen.queryByText('Sign In to Purchase')).not.toBeInTheDocument();
    expect(screen.queryByTestId('listing-version')).not.toBeInTheDocument();
    unmount();
    signedIn(listing);
    const second = renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}`, user: testUser() });
    expect(await screen.findByRole('button', { name: 'Not Available' })).toBeDisabled();
    expect(screen.queryByText('Buy Now')).not.toBeInTheDocument();
    second.unmount();
    signedIn(listing, [testOrder({ listingId: listing.id, status: 'completed' })]);
    renderWithApp(<AgentDetail />, { route, path: `/agent/${listing.id}`, user: testUser() });
    expect(await screen.findByRole('button', { name: 'Already Purchased' })).toBeDisabled();
  });

  it('says Agent Not Found for a missing listing', async () => {
    server.use(http.get('/api/listings/:id', () => apiError(404, 'not found')));
    renderWithApp(<AgentDetail />, { route, path: '/agent/nope' });
    expect(await screen.findByText('Agent Not Found')).toBeInTheDocument();
    expect(screen.getByText("The agent you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});
