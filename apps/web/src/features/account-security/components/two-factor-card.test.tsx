import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { EmailVerificationCard } from './email-verification-card';
import { TwoFactorCard } from './two-factor-card';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const backupCodes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
const totpURI = 'otpauth://totp/Agentsy:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Agentsy&digits=6&period=30';

describe('TwoFactorCard', () => {
  it('turns on: password, then the QR code, the secret as text and ten backup codes, confirmed by a code', async () => {
    const api = mockApi({
      'POST /api/auth/two-factor/enable': Response.json({ totpURI, backupCodes }),
      'POST /api/auth/two-factor/verify-totp': Response.json({ token: 't' }),
      'GET /api/auth/user': Response.json(testUser({ twoFactorEnabled: true })),
    });
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
    expect(bodiesSent(api, 'POST /api/auth/two-factor/enable')).toEqual([{ password: 'my password' }]);
    expect(bodiesSent(api, 'POST /api/auth/two-factor/verify-totp')).toEqual([{ code: '123456' }]);
    // The codes stay on screen until the user says they saved them.
    await userEvent.click(screen.getByRole('button', { name: 'I saved my backup codes' }));
    expect(screen.queryByTestId('backup-codes')).toBeNull();
  });

  it('turns off with the password, and shows a wrong password', async () => {
    const answers = [apiError(400, 'Invalid password'), Response.json({ status: true })];
    const api = mockApi({
      'POST /api/auth/two-factor/disable': () => answers.shift()!,
      'GET /api/auth/user': Response.json(testUser()),
    });
    const user = testUser({ twoFactorEnabled: true });
    renderWithApp(<TwoFactorCard user={user} />, { user });
    await userEvent.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(await screen.findByText('Invalid password')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off 2FA' }));
    expect(await screen.findByText('Two-Factor Authentication Disabled')).toBeVisible();
    expect(bodiesSent(api, 'POST /api/auth/two-factor/disable')).toHaveLength(2);
  });
});

describe('EmailVerificationCard', () => {
  it('shows Verified only for a verified address', () => {
    renderWithApp(<EmailVerificationCard user={testUser({ emailVerified: true })} />);
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  it('resends the verification mail', async () => {
    const api = mockApi({ 'POST /api/auth/send-verification-email': Response.json({ status: true }) });
    renderWithApp(<EmailVerificationCard user={testUser()} />);
    expect(screen.getByText('Not verified')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Verification E-mail Sent')).toBeVisible();
    expect(bodiesSent(api, 'POST /api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com', callbackURL: '/settings?tab=security' },
    ]);
  });
});
