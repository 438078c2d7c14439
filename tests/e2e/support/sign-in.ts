import type { Page } from 'playwright-core';
import { type DemoAccount, demoAccounts } from './browser';

export const demoAccount = (role: 'buyer' | 'seller' | 'admin'): DemoAccount => {
  const account = demoAccounts().find((a) => a.role === role);
  if (!account) throw new Error(`No demo ${role} account was seeded`);
  return account;
};

/** Signs in through the /login screen, as a person would, and waits to be sent back. */
export const signIn = async (page: Page, account: DemoAccount) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
};
