import { expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a seller makes an API token, calls the API with it, reads the reference, then revokes it', async () => {
  const page = await newPage();
  await newAccount(page, { role: 'seller', name: 'Tia Tokens' });
  await page.goto('/settings?tab=developers');
  await page.getByLabel('Name').fill('Nightly sync');
  await page.getByRole('checkbox', { name: /listings:read/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const secretField = page.getByLabel('Token “Nightly sync”', { exact: true });
  await secretField.waitFor();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^agsy_[A-Za-z0-9_-]{43}$/);
  await page.getByText('Copy this token now: it is shown only once.').waitFor();

  // A script, not the browser: no cookie, only the token.
  const api = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const listed = await api.request.get('/api/v1/listings', { headers: { authorization: `Bearer ${secret}` } });
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toEqual({ data: [] });
  expect(listed.headers()['ratelimit-limit']).toBe('600');
  const sales = await api.request.get('/api/v1/sales', { headers: { authorization: `Bearer ${secret}` } });
  expect(sales.status()).toBe(403);
  expect((await sales.json()).code).toBe('INSUFFICIENT_SCOPE');

  await page.reload();
  const tokens = page.getByRole('list', { name: 'Your tokens' });
  await tokens.getByText('Nightly sync').waitFor();
  await tokens.getByText(/Last used: (?!never)/).waitFor();
  expect(await page.getByText(secret).count()).toBe(0);

  await page.getByRole('link', { name: 'API reference' }).click();
  await page.getByRole('heading', { name: 'Agentsy seller API' }).waitFor();
  await page.getByRole('region', { name: 'GET /api/v1/listings', exact: true }).waitFor();

  await page.goBack();
  await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await waitForToast(page, 'Token Revoked');
  await page.getByText('No tokens yet.').waitFor();
  const after = await api.request.get('/api/v1/listings', { headers: { authorization: `Bearer ${secret}` } });
  expect(after.status()).toBe(401);
  await api.close();
});
