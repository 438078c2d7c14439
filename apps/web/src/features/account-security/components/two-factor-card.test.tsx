import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { EmailVerificationCard } from './email-verification-card';
import { TwoFactorCard } from './two-factor-card';

afterEach(() => resetToasts());

const backupCodes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
const totpURI = 'otpauth://totp/Agentsy:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Agentsy&digits=6&period=30';

describe('TwoFactorCard', () => {
  it('turns on: password, then the QR code, the secret as text and ten backup codes, confirmed by a code', async () => {
    server.use(
      http.post('/api/auth/two-factor/enable', () => HttpResponse.json({ totpURI, backupCodes })),
      http.post('/api/auth/two-factor/verify-totp', () => HttpResponse.json({ token: 't' })),
      http.get('/api/auth/user', () => HttpResponse.json(testUser({ twoFactorEnabled: true }))),
    );
    renderWithApp(<TwoFactorCard user={testUser()} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeVisible();
    expect(screen.getByTestId('backup-codes').querySelectorAll('li')).toHaveLength(10);

    await userEvent.type(screen.getByLabelText('Code from the app'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Code from the app'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Two-Factor Authentication Enabled')).toBeVisible();
    expect(await bodiesSent('POST /api/auth/two-factor/enable')).toEqual([{ password: 'my password' }]);
    expect(await bodiesSent('POST /api/auth/two-factor/verify-totp')).toEqual([{ code: '123456' }]);
    // The codes stay on screen until the user says they saved them.
    await userEvent.click(screen.getByRole('button', { name: 'I saved my backup codes' }));
    expect(screen.queryByTestId('backup-codes')).toBeNull();
  });

  it('turns off with the password, and shows a wrong password', async () => {
    server.use(
      http.post('/api/auth/two-factor/disable', () => apiError(400, 'Invalid password'), { once: true }),
      http.post('/api/auth/two-factor/disable', () => HttpResponse.json({ status: true })),
      http.get('/api/auth/user', () => HttpResponse.json(testUser())),
    );
    const user = testUser({ twoFactorEnabled: true });
    renderWithApp(<TwoFactorCard user={user} />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(await screen.findByText('Invalid password')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(await screen.findByText('Two-Factor Authentication Disabled')).toBeVisible();
    expect(await bodiesSent('POST /api/auth/two-factor/disable')).toHaveLength(2);
  });
});

describe('EmailVerificationCard', () => {
  it('shows Verified only for a verified address', () => {
    renderWithApp(<EmailVerificationCard user={testUser({ emailVerified: true })} />);
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  it('resends the verification mail', async () => {
    server.use(http.post('/api/auth/send-verification-email', () => HttpResponse.json({ status: true })));
    renderWithApp(<EmailVerificationCard user={testUser()} />);
    expect(screen.getByText('Not verified')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Verification E-mail Sent')).toBeVisible();
    expect(await bodiesSent('POST /api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com', callbackURL: '/settings?tab=security' },
    ]);
  });
});
