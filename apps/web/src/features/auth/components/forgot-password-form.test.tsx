import { passwordResetMessages } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => {
  resetToasts();
});

const ask = async (email: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
};

describe('ForgotPasswordForm', () => {
  it('sends the address and gives the neutral answer', async () => {
    server.use(http.post('/api/auth/request-password-reset', () => HttpResponse.json({ status: true, message: 'x' })));
    renderWithApp(<ForgotPasswordForm />);
    await ask('ada@example.com');
    expect((await screen.findAllByText(passwordResetMessages.requested.message)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
    expect(await bodiesSent('POST /api/auth/request-password-reset')).toEqual([{ email: 'ada@example.com' }]);
  });

  it.each([[''], ['not an address']])('refuses %j at the field and sends nothing', async (email) => {
    renderWithApp(<ForgotPasswordForm />);
    await ask(email);
    expect(await screen.findByText(passwordResetMessages.emailRequired)).toBeVisible();
    expect(requestsSent()).toEqual([]);
  });

  it("shows the server's wait when asked too often", async () => {
    server.use(
      http.post('/api/auth/request-password-reset', () =>
        apiError(429, 'Too many reset requests. Please wait 4 seconds and try again.', { code: 'RATE_LIMITED' }),
      ),
    );
    renderWithApp(<ForgotPasswordForm />);
    await ask('ada@example.com');
    expect(await screen.findByText('Could Not Send Link')).toBeVisible();
    expect(screen.getByText('Too many reset requests. Please wait 4 seconds and try again.')).toBeVisible();
    expect(screen.queryByText(passwordResetMessages.requested.message)).toBeNull();
  });
});
