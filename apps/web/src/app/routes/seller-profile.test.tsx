import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { Component as SellerProfile } from './seller-profile';

/** The server refuses a hidden profile's reviews as it hides the profile itself. */
const answerHiddenProfile = (profile: object) =>
  server.use(
    http.get('/api/users/:id', () => HttpResponse.json(profile)),
    http.get('/api/users/:id/reply-time', () => HttpResponse.json({ medianMinutes: null, answeredConversations: 0 })),
    http.get('/api/reviews/seller/:id', () => apiError(403, 'This profile is private')),
    http.get('/api/listings', () => HttpResponse.json([])),
  );

describe('Public seller profile, hidden by its owner', () => {
  it('a private profile shows only "This profile is private" and the name', async () => {
    answerHiddenProfile({ id: 's1', displayName: 'Priya', profileVisibility: 'private' });
    renderWithApp(<SellerProfile />, { route: '/seller/:sellerId', path: '/seller/s1' });
    expect(await screen.findByText('This profile is private')).toBeInTheDocument();
    expect(screen.getByText(/Priya keeps their profile to themselves/)).toBeInTheDocument();
    expect(screen.queryByText(/Agents by/)).toBeNull();
  });

  it('a members-only profile asks a visitor to sign in', async () => {
    answerHiddenProfile({ id: 's1', displayName: 'Priya', profileVisibility: 'users' });
    renderWithApp(<SellerProfile />, { route: '/seller/:sellerId', path: '/seller/s1' });
    expect(await screen.findByText('This profile is visible to signed-in members only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
