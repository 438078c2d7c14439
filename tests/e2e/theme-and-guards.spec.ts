import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openMenu, waitForToast } from './support/session';

const { newPage } = useBrowser();

it('the chosen theme survives a reload', async () => {
  const page = await newPage({ colorScheme: 'light' });
  await page.goto('/help');
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(await isDark()).toBe(false);

  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Dark' }).click();
  expect(await isDark()).toBe(true);
  await page.reload();
  expect(await isDark()).toBe(true);
});

it('system theme follows the operating system', async () => {
  const page = await newPage({ colorScheme: 'dark' });
  await page.goto('/terms');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
});

it('a visitor opening a signed-in screen is told and sent to sign in', async () => {
  const page = await newPage();
  await page.goto('/orders');
  await waitForToast(page, 'You are logged out. Logging in again...');
  await page.waitForURL(/\/login\?returnTo=%2Forders/);
});

it('a visitor on /messages is asked to sign in', async () => {
  const page = await newPage();
  await page.goto('/messages');
  await page.getByText('Sign in to access messages').waitFor();
});

it('skip link is the first thing the keyboard reaches', async () => {
  const page = await newPage();
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(focused).toMatch(/skip to main content/i);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
});
