import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openMenu } from './support/session';

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
  // The toast lives for the 500 ms before the page leaves for sign-in; a busy machine can miss
  // that window by polling, so the page reports every toast it shows as it shows it.
  const toasts: string[] = [];
  await page.exposeFunction('reportToast', (text: string) => toasts.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportToast: (t: string) => void }).reportToast;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-state="open"]')) report(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/orders');
  await page.waitForURL(/\/login\?returnTo=%2Forders/);
  expect(toasts.join(' ')).toContain('You are logged out. Logging in again...');
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
