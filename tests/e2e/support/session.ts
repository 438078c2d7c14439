import type { Page } from 'playwright-core';
import { type DemoAccount, demoAccounts } from './browser';

export const demoAccount = (role: 'buyer' | 'seller' | 'admin'): DemoAccount => {
  const account = demoAccounts().find((a) => a.role === role);
  if (!account) throw new Error(`No demo ${role} account was seeded`);
  return account;
};

/** Through the real sign-in screen, as a person would. */
export const signInThroughScreen = async (page: Page, { email, password }: { email: string; password: string }) => {
  await page.goto('/api/login');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};

/**
 * The slide-out menu, opened if it is not open already. Right after a load the top bar may still
 * be the frame the server sent, drawn before the app's code runs (decisions 018, 040), whose
 * button does nothing yet: a person taps again, and so does this, until the menu shows.
 */
export const openMenu = async (page: Page) => {
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Main menu' }) });
  const deadline = Date.now() + 15_000;
  while (!(await menu.isVisible())) {
    if (Date.now() > deadline) throw new Error('The main menu did not open within 15 s');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ timeout: 1_000 }).catch(() => {});
  }
  return menu;
};

/** A toast's text; Radix also mirrors it into a live region, so take the visible first copy. */
export const waitForToast = (page: Page, text: string) => page.getByText(text).first().waitFor();
