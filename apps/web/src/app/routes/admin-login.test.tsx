import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { Component as AdminLogin } from './admin-login';

describe('/admin-login', () => {
  it('tells a signed-out visitor what the page is for and to sign in first, and stays put', () => {
    const { router } = renderWithApp(<AdminLogin />, { path: '/admin-login' });
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByText(/for Agentsy administrators/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fadmin-login',
    );
    expect(screen.queryByLabelText('Access Code')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('asks a signed-in user for the access code', () => {
    renderWithApp(<AdminLogin />, {
      user: testUser({ role: 'admin', roles: ['buyer', 'admin'] }),
      path: '/admin-login',
    });
    expect(screen.getByLabelText('Access Code')).toBeInTheDocument();
  });
});
