import { passwordMessages, passwordResetMessages } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  resetToasts();
});

const choose = async (next: string, confirm: string) => {
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
};

describe('ResetPasswordForm', () => {
  it('sends the token with the new password, then hands over to sign-in', async () => {
    const onReset = vi.fn();
    server.use(
      http.post('/api/auth/reset-password', () => HttpResponse.json({ status: true })),
      http.get('/api/auth/user', () => apiError(401, 'Unauthorized')),
    );
    renderWithApp(<ResetPasswordForm token="tok123" onReset={onReset} />);
    await choose('a fresh start at last', 'a fresh start at last');
    await vi.waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(await screen.findByText(passwordResetMessages.done.title)).toBeVisible();
    expect(await bodiesSent('POST /api/auth/reset-password')).toEqual([
      { token: 'tok123', newPassword: 'a fresh start at last' },
    ]);
  });

  it.each([
    ['different confirmation', 'long enough 1', 'long enough 2', passwordMessages.mismatch],
    ['short new password', 'short', 'short', passwordMessages.tooShort],
  ])('refuses a %s with the change-password toast and sends nothing', async (_case, next, confirm, expected) => {
    renderWithApp(<ResetPasswordForm token="tok123" onReset={vi.fn()} />);
    await choose(next, confirm);
    expect(await screen.findByText(expected.title)).toBeVisible();
    expect(screen.getAllByText(expected.message).length).toBeGreaterThan(0);
    expect(requestsSent()).toEqual([]);
  });

  it('names a common password at the field', async () => {
    server.use(
      http.post('/api/auth/reset-password', () => apiError(400, passwordMessages.tooCommon, { code: 'WEAK_PASSWORD' })),
    );
    renderWithApp(<ResetPasswordForm token="tok123" onReset={vi.fn()} />);
    await choose('password123', 'password123');
    expect(await screen.findByText('Password Reset Failed')).toBeVisible();
    expect(screen.getAllByText(passwordMessages.tooCommon).length).toBeGreaterThan(0);
  });

  it('turns a used or expired link into a way to ask again', async () => {
    const onReset = vi.fn();
    server.use(
      // Better Auth's own error body, with its own code.
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ message: 'Invalid token', code: 'INVALID_TOKEN' }, { status: 400 }),
      ),
    );
    renderWithApp(<ResetPasswordForm token="used" onReset={onReset} />);
    await choose('a fresh start at last', 'a fresh start at last');
    expect(await screen.findByText(passwordResetMessages.invalidLink.title)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(onReset).not.toHaveBeenCalled();
  });

  it('says so at once when the link carries no token', () => {
    renderWithApp(<ResetPasswordForm token="" onReset={vi.fn()} />);
    expect(screen.getByText(passwordResetMessages.invalidLink.title)).toBeVisible();
  });
});
