import { passwordMessages } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import { apiError, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { SignUpForm } from './sign-up-form';

it('shows a refused common password at the password field, not as a banner', async () => {
  server.use(
    http.post('/api/auth/sign-up/email', () => apiError(400, passwordMessages.tooCommon, { code: 'WEAK_PASSWORD' })),
  );
  const onSignedUp = vi.fn();
  renderWithApp(<SignUpForm onSignedUp={onSignedUp} />, { user: null });
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await vi.waitFor(() =>
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordMessages.tooCommon),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(onSignedUp).not.toHaveBeenCalled();
});

it("shows any other refusal in the server's words", async () => {
  server.use(http.post('/api/auth/sign-up/email', () => apiError(422, 'User already exists. Use another email.')));
  renderWithApp(<SignUpForm onSignedUp={vi.fn()} />, { user: null });
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'quiet lantern orbit');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Use another email.');
});

it("shows a refused name at the name field: a verified seller's look-alike or a reserved word", async () => {
  const message = 'This name is too close to Sam Seller, a verified seller.';
  server.use(http.post('/api/auth/sign-up/email', () => apiError(422, message, { code: 'NAME_TOO_CLOSE' })));
  renderWithApp(<SignUpForm onSignedUp={vi.fn()} />, { user: null });
  await userEvent.type(screen.getByLabelText('Name'), 'Sam Se11er');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'quiet lantern orbit');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(message));
  expect(screen.queryByRole('alert')).toBeNull();
});
