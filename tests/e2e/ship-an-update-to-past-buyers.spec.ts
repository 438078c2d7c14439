import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { buyWithCard, listAgent, newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

/** The chosen version's signed link and the sha256 the page shows, then the bytes it serves. */
const downloadChosen = async (page: Page, version: string) => {
  const chosen = page.getByTestId('chosen-version');
  const href = await chosen.getByRole('link', { name: `Download ${version}` }).getAttribute('href');
  const shown = (await chosen.getByTestId('version-sha256').textContent())?.trim();
  const res = await page.request.get(href ?? '');
  expect(res.status()).toBe(200);
  const bytes = await res.body();
  return { bytes, shown, digest: res.headers()['repr-digest'] };
};

it('a seller publishes 1.1.0; the buyer sees the bell light up, reads the changelog and downloads both versions', async () => {
  const stamp = Date.now().toString(36);
  const seller = await newPage();
  await newAccount(seller, { role: 'seller', name: 'Vera Versions' });
  const listing = await listAgent(seller, { title: `Release Notes Bot ${stamp}`, price: '5.00' });

  const buyer = await newPage();
  await buyer.addInitScript(() => localStorage.setItem('agentsy-feedback-prompted', '1'));
  await newAccount(buyer, { role: 'buyer', name: 'Bea Buyer' });
  await buyWithCard(buyer, listing.id);
  await waitForToast(buyer, 'Payment Successful');
  await buyer.goto('/orders');
  await buyer.getByRole('link', { name: 'Download 1.0.0' }).waitFor();
  await buyer.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

  // The seller ships 1.1.0 from the dashboard.
  await seller.goto('/seller-dashboard');
  await seller.getByRole('button', { name: `Publish a new version of ${listing.title}` }).click();
  const dialog = seller.getByRole('dialog', { name: 'Publish a new version' });
  await expect.poll(() => dialog.getByLabel('Version').inputValue()).toBe('1.0.1');
  await dialog.getByLabel('Agent file').setInputFiles({
    name: 'agent.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ name: listing.title, steps: ['read', 'reply', 'summarise'] })),
  });
  await dialog.getByLabel('Version').fill('1.1.0');
  await dialog.getByRole('textbox', { name: 'Changelog' }).fill('Adds a **summary** step after each reply.');
  await dialog.getByRole('button', { name: 'Publish Version' }).click();
  await waitForToast(seller, 'Version 1.1.0 is live.');

  // The buyer's open page: the bell lights up without a reload.
  await buyer.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 30_000 });
  await buyer.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  const notice = buyer.getByTestId('notification').filter({ hasText: `${listing.title} 1.1.0 is available` });
  await notice.getByText('Adds a **summary** step after each reply.').waitFor();
  await notice.getByRole('link').click();
  await buyer.waitForURL('**/orders**');
  await buyer.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

  // The order offers the update with its changelog, and both versions download.
  const card = buyer.getByRole('listitem').filter({ hasText: listing.title });
  await card.getByRole('button', { name: 'Update available: 1.1.0' }).waitFor();
  await card.getByTestId('chosen-version').getByText('summary', { exact: true }).waitFor();
  const newer = await downloadChosen(buyer, '1.1.0');
  await card.getByLabel('Version').selectOption('1.0.0');
  const older = await downloadChosen(buyer, '1.0.0');

  // The listing page names the new current version and lists both releases.
  await buyer.goto(`/agent/${listing.id}`);
  await buyer.getByTestId('listing-version').getByText('v1.1.0 · updated', { exact: false }).waitFor();
  const releases = buyer.getByRole('region', { name: 'Releases' });
  await releases.getByRole('heading', { name: 'v1.0.0' }).waitFor();
  await releases.getByText('summary', { exact: true }).waitFor();

  expect(newer.bytes.equals(older.bytes)).toBe(false);
  for (const { bytes, shown, digest } of [newer, older]) {
    const sha256 = createHash('sha256').update(bytes);
    expect(sha256.copy().digest('hex')).toBe(shown);
    expect(digest).toBe(`sha-256=:${sha256.digest('base64')}:`);
  }
}, 120_000);
