import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { SignInForm } from './sign-in-form';

const signInWithPassword = async () => {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'my password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('SignInForm with two-factor authentication', () => {
  it('asks for the authenticator code after the password, then signs in', async () => {
    const onSignedIn = vi.fn();
    server.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      ),
      http.post('/api/auth/two-factor/verify-totp', () => HttpResponse.json({ token: 't' })),
      http.get('/api/auth/user', () => HttpResponse.json(testUser())),
    );
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />, { user: null });
    await signInWithPassword();
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(await bodiesSent('POST /api/auth/two-factor/verify-totp')).toEqual([{ code: '654321' }]);
  });

  it('takes a backup code instead, and shows a refused one', async () => {
    const onSignedIn = vi.fn();
    server.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json({ twoFactorRedirect: true })),
      http.post('/api/auth/two-factor/verify-backup-code', () => apiError(401, 'Invalid backup code')),
    );
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />, { user: null });
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid backup code');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in at once when the account has no second factor', async () => {
    const onSignedIn = vi.fn();
    server.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json({ redirect: false, token: 't' })),
      http.get('/api/auth/user', () => HttpResponse.json(testUser())),
    );
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />, { user: null });
    await signInWithPassword();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });
});

describe('SignInForm without the password', () => {
  it('links to the page that sends a reset link', () => {
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />, { user: null });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
