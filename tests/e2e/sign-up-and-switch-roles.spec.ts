import { expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { openMenu, signInThroughScreen, waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a new user signs up, picks a role, switches modes, signs out and back in', async () => {
  const page = await newPage();
  const email = uniqueEmail('journey');
  const password = 'a-long-enough-password';

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/login\?/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Journey Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /create account/i }).click();

  // First login: the onboarding dialog cannot be dismissed with Escape.
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Agentsy!' });
  await onboarding.waitFor();
  await page.keyboard.press('Escape');
  await onboarding.waitFor({ state: 'visible' });
  await onboarding.getByRole('button', { name: /I'm here to buy/ }).click();
  await waitForToast(page, "You're all set up as a buyer");
  await onboarding.waitFor({ state: 'hidden' });

  // Become a seller from the menu: it asks first.
  let menu = await openMenu(page);
  await menu.getByRole('button', { name: /Become a Seller/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enable seller mode' }).click();
  await waitForToast(page, 'Seller mode enabled');

  const me = async () => (await page.request.get('/api/auth/user')).json();
  expect(await me()).toMatchObject({ sellerEnabled: true, activeRole: 'seller' });

  menu = await openMenu(page);
  await menu.getByRole('switch', { name: /Seller mode/ }).click();
  await waitForToast(page, 'Now in buyer mode');
  expect((await me()).activeRole).toBe('buyer');

  // Sign out, then back in with the same password: the account persisted.
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await signInThroughScreen(page, { email, password });
  expect(await me()).toMatchObject({ email, firstTimeLogin: false, sellerEnabled: true });
  expect(await page.getByRole('dialog', { name: 'Welcome to Agentsy!' }).count()).toBe(0);
});

it('bad sign-up input is refused with a clear message', async () => {
  const page = await newPage();
  await page.goto('/login?mode=sign-up');
  await page.getByLabel('Name').fill('Short Password');
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.getByText('Password must be at least 8 characters long.').waitFor();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
