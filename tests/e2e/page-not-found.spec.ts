import { expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

const { newPage } = useBrowser();

it('an unknown path answers 404 with the Page Not Found screen and a way home', async () => {
  const page = await newPage();
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await page.getByText('Did you forget to add the page to the router?').waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

it('an unknown API path answers JSON 404, not the web app', async () => {
  const res = await fetch(`${baseUrl()}/api/no-such-call`);
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
});
