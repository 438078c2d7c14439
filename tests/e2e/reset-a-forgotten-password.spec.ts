import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import { signInThroughScreen, waitForToast } from './support/session';

const { newPage } = useBrowser();

const signedIn = async (page: Page) => (await page.request.get('/api/auth/user')).status() === 200;

const chooseNewPassword = async (page: Page, password: string) => {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Set New Password' }).click();
};

it('asks for a reset link from the sign-in screen, follows the mail, and signs in with the new password only', async () => {
  // Signed in on one device; the password is forgotten on another.
  const laptop = await newPage();
  const { email } = await newAccount(laptop, { role: 'buyer', name: 'Forgetful Buyer' });
  const oldPassword = 'a-long-enough-password';
  const newPassword = 'a brand new start today';

  const phone = await newPage();
  await phone.goto('/api/login');
  await phone.getByRole('tab', { name: 'Sign in' }).click();
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await phone.waitForURL((url) => url.pathname === '/forgot-password');
  await phone.getByLabel('Email').fill(email);
  await phone.getByRole('button', { name: 'Send Reset Link' }).click();
  await waitForToast(phone, 'Check your inbox');

  // The mail went through the outbox, the sender job and SMTP.
  const mail = await waitForMail(inject('mailDir'), { to: email, subject: 'Reset your password' });
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  await phone.goto(link!);
  await chooseNewPassword(phone, newPassword);
  await waitForToast(phone, 'Password Reset');
  await phone.waitForURL((url) => url.pathname === '/login');
  // Every session ended, the laptop's too.
  expect(await signedIn(laptop)).toBe(false);

  // The old password is refused; the new one signs in.
  await phone.getByRole('tab', { name: 'Sign in' }).click();
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill(oldPassword);
  await phone.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click();
  await phone.getByRole('alert').waitFor();
  expect(await signedIn(phone)).toBe(false);
  await signInThroughScreen(phone, { email, password: newPassword });
  expect(await signedIn(phone)).toBe(true);

  // The link worked once: opened again, it offers a new one.
  const again = await newPage();
  await again.goto(link!);
  await chooseNewPassword(again, 'yet another new password');
  await again.getByText('This reset link no longer works').waitFor();
  await again.getByRole('link', { name: 'Ask for a new link' }).click();
  await again.waitForURL((url) => url.pathname === '/forgot-password');
});
