import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

const signedIn = async (page: Page) => (await page.request.get('/api/auth/user')).status() === 200;

/** The sign-in screen up to the second step: password accepted, code asked for. */
const signInWithPassword = async (page: Page, email: string, password: string) => {
  await page.goto('/api/login');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click();
};

const finishWith = async (page: Page, label: 'Authentication code' | 'Backup code', code: string) => {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
};

it('changes the password, turns on 2FA, and signs in with a code and then a backup code', async () => {
  const page = await newPage();
  const { email } = await newAccount(page, { role: 'buyer', name: 'Careful Buyer' });
  const oldPassword = 'a-long-enough-password';
  const newPassword = 'an-even-longer-password';

  // Another device signed in with the old password.
  const other = await newPage();
  expect((await other.request.post('/api/auth/sign-in/email', { data: { email, password: oldPassword } })).ok()).toBe(
    true,
  );

  await page.goto('/settings?tab=security');
  await page.getByText('Not verified').waitFor();
  await page.getByLabel('Current Password').fill(oldPassword);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await waitForToast(page, 'Password Changed');
  expect(await signedIn(page)).toBe(true);
  expect(await signedIn(other)).toBe(false);

  // 2FA: the password, then the secret shown as text, confirmed by a code computed from it.
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await page.getByLabel('Your password').fill(newPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByAltText('QR code for your authenticator app').waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const backupCodes = await page.getByTestId('backup-codes').locator('li').allTextContents();
  expect(backupCodes).toHaveLength(10);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  // The previous step's code (still accepted): a code works once, and sign-in below needs one.
  await page.getByLabel('Code from the app').fill(totp.generate({ timestamp: Date.now() - 30_000 }));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await waitForToast(page, 'Two-Factor Authentication Enabled');
  await page.getByRole('button', { name: 'I saved my backup codes' }).click();
  await page.getByRole('button', { name: 'Disable 2FA' }).waitFor();

  // The old password is refused on a fresh browser; the new one asks for the code.
  const fresh = await newPage();
  await signInWithPassword(fresh, email, oldPassword);
  await fresh.getByRole('alert').waitFor();
  await signInWithPassword(fresh, email, newPassword);
  await finishWith(fresh, 'Authentication code', totp.generate());
  await fresh.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(await signedIn(fresh)).toBe(true);

  // A backup code signs in once, and only once.
  const withBackup = await newPage();
  await signInWithPassword(withBackup, email, newPassword);
  await withBackup.getByRole('button', { name: 'Use a backup code instead' }).click();
  await finishWith(withBackup, 'Backup code', backupCodes[0]!);
  await withBackup.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(await signedIn(withBackup)).toBe(true);

  const reused = await newPage();
  await signInWithPassword(reused, email, newPassword);
  await reused.getByRole('button', { name: 'Use a backup code instead' }).click();
  await finishWith(reused, 'Backup code', backupCodes[0]!);
  await reused.getByRole('alert').waitFor();
  expect(await signedIn(reused)).toBe(false);
});
