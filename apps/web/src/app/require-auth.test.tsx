import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { renderWithApp, testUser } from '@/test/render';
import { RequireAuth } from './require-auth';

afterEach(resetToasts);

describe('RequireAuth', () => {
  it('shows the screen to a signed-in user', () => {
    renderWithApp(<RequireAuth>private orders</RequireAuth>, { user: testUser() });
    expect(screen.getByText('private orders')).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('tells a visitor they are logged out and hides the screen', async () => {
    renderWithApp(<RequireAuth>private orders</RequireAuth>);
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('private orders')).not.toBeInTheDocument();
  });

  it('shows the fallback instead of redirecting when the screen has its own prompt', () => {
    renderWithApp(<RequireAuth fallback={<p>Sign in to access messages</p>}>inbox</RequireAuth>);
    expect(screen.getByText('Sign in to access messages')).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});
