import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Component as SellerProfile } from './seller-profile';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

/** The server refuses a hidden profile's reviews as it hides the profile itself. */
const answerHiddenProfile = (profile: object) =>
  fetchMock.mockImplementation(async (url) => {
    if (String(url).startsWith('/api/users/')) return Response.json(profile);
    if (String(url).startsWith('/api/reviews/seller/')) {
      return Response.json({ message: 'This profile is private' }, { status: 403 });
    }
    if (String(url).endsWith('/reply-time')) return Response.json({ medianMinutes: null, answeredConversations: 0 });
    return Response.json([]);
  });

describe('Public seller profile, hidden by its owner', () => {
  it('a private profile shows only "This profile is private" and the name', async () => {
    answerHiddenProfile({ id: 's1', displayName: 'Priya', profileVisibility: 'private' });
    renderWithApp(<SellerProfile />, { path: '/seller/s1' });
    expect(await screen.findByText('This profile is private')).toBeInTheDocument();
    expect(screen.getByText(/Priya keeps their profile to themselves/)).toBeInTheDocument();
    expect(screen.queryByText(/Agents by/)).toBeNull();
  });

  it('a members-only profile asks a visitor to sign in', async () => {
    answerHiddenProfile({ id: 's1', displayName: 'Priya', profileVisibility: 'users' });
    renderWithApp(<SellerProfile />, { path: '/seller/s1' });
    expect(await screen.findByText('This profile is visible to signed-in members only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
