import { expect, it } from 'vitest';
import { baseUrl, uniqueEmail, useBrowser } from './support/browser';
import { openMenu } from './support/session';

const { newPage } = useBrowser();

const signUpThroughApi = async (page: Awaited<ReturnType<typeof newPage>>) => {
  await page.goto('/');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Logout Tester', email: uniqueEmail('logout'), password: 'a-long-enough-password' },
  });
  expect(res.status()).toBe(200);
  // Past the first-login dialog, so the menu is reachable.
  const onboarded = await page.request.post('/api/users/complete-onboarding', { data: { role: 'buyer' } });
  expect(onboarded.status()).toBe(200);
};

const isSignedIn = async (page: Awaited<ReturnType<typeof newPage>>) =>
  (await page.request.get('/api/auth/user')).status() === 200;

it('a logout link on another site asks "Sign out?" first; the menu still signs out', async () => {
  const page = await newPage();
  await signUpThroughApi(page);

  // Another site's page with a link to our logout, served from a host the browser treats as foreign.
  await page.route('http://elsewhere.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<a href="${baseUrl()}/api/logout">Win a prize</a>`,
    }),
  );
  await page.goto('http://elsewhere.example/');
  await page.getByRole('link', { name: 'Win a prize' }).click();

  await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/sign-out');
  expect(await isSignedIn(page)).toBe(true);

  // Confirming on our own page signs out.
  await page.getByRole('link', { name: 'Sign out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await isSignedIn(page)).toBe(false);

  // And the menu's Logout works without asking.
  await signUpThroughApi(page);
  await page.reload();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => isSignedIn(page)).toBe(false);
});
