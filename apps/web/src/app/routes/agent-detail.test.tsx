import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testListingDetail } from '@/test/listings';
import { renderWithApp, testUser } from '@/test/render';
import { Component as AgentDetail } from './agent-detail';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('Listing detail', () => {
  it('shows the listing, its video and Sign In to Purchase for a visitor', async () => {
    const listing = testListingDetail({ title: 'Lead Finder', price: '0.00', videoUrl: '/api/videos/v1' });
    fetchMock.mockResolvedValue(Response.json(listing));
    const { container } = renderWithApp(<AgentDetail />, { path: `/agent/${listing.id}` });
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

  it('offers no dead Buy Now to a signed-in user before checkout exists', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/favorites' ? Response.json([]) : Response.json(testListingDetail({ title: 'X' })),
    );
    renderWithApp(<AgentDetail />, { path: '/agent/abc', user: testUser() });
    await screen.findByRole('heading', { name: 'X' });
    expect(screen.queryByText('Sign In to Purchase')).not.toBeInTheDocument();
    expect(screen.queryByText('Buy Now')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('says Agent Not Found for a missing listing', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"not found"}', { status: 404 }));
    renderWithApp(<AgentDetail />, { path: '/agent/nope' });
    expect(await screen.findByText('Agent Not Found')).toBeInTheDocument();
    expect(screen.getByText("The agent you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});
