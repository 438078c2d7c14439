import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { buyWithCard, centsOf, listAgent, signInAs } from './support/accounts';
import { useBrowser } from './support/browser';
import { e2eAdminAccessCode as accessCode } from './support/main-pages';
import { demoAccount, waitForToast } from './support/session';

const { newPage } = useBrowser();

const dashboardFigures = async (page: Page) => {
  await page.goto('/seller-dashboard');
  await page.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
  return {
    earnings: centsOf(await page.getByTestId('total-earnings').textContent()),
    available: centsOf(await page.getByTestId('available-balance').textContent()),
  };
};

it('a seller sees the sale, saves PayPal as the payout method and requests a payout', async () => {
  // The demo seller: sign-ups are scarce in a run (5 a minute), so only the buyer journey makes one.
  const seller = await newPage();
  await signInAs(seller, demoAccount('seller'));
  const before = await dashboardFigures(seller);
  const title = `Helpdesk Reply Drafter ${Date.now().toString(36)}`;
  const listing = await listAgent(seller, { title, price: '20.00' });

  const buyer = await newPage();
  await signInAs(buyer, demoAccount('buyer'));
  await buyWithCard(buyer, listing.id);
  await waitForToast(buyer, 'Payment Successful');

  // The sale on the dashboard: 89% of $20.00 is the seller's.
  const after = await dashboardFigures(seller);
  expect(after.earnings - before.earnings).toBe(1780);
  expect(after.available - before.available).toBe(1780);
  const row = seller.getByRole('row').filter({ hasText: title });
  expect(await row.getByTestId('sales').textContent()).toBe('1');
  await row.getByText('No ratings').waitFor({ state: 'visible' });

  // PayPal as the payout method.
  await seller.getByRole('button', { name: 'Setup Payout Method' }).click();
  const settings = seller.getByRole('dialog', { name: 'Payout Settings' });
  await settings.getByText('A 3% processing fee applies to all payouts.').waitFor();
  await settings.getByLabel('PayPal', { exact: true }).check();
  await settings.getByLabel('PayPal email').fill('morgan@paypal.example');
  await settings.getByRole('button', { name: 'Save Preferences' }).click();
  await waitForToast(seller, 'Payout preferences updated successfully');
  await settings.waitFor({ state: 'hidden' });

  // A payout of $10.00: the saved e-mail is filled in, the 3% fee and the net are shown.
  await seller.getByRole('button', { name: 'Request Payout' }).first().click();
  const request = seller.getByRole('dialog', { name: 'Request Payout' });
  await expect.poll(() => request.getByLabel('PayPal email').inputValue()).toBe('morgan@paypal.example');
  await request.getByLabel('Amount (USD)').fill('10');
  expect(await request.getByTestId('payout-fee').textContent()).toBe('-$0.30');
  expect(await request.getByTestId('payout-net').textContent()).toBe('$9.70');
  await request.getByRole('button', { name: 'Request Payout' }).click();
  await waitForToast(seller, 'Payout Requested');
  await request.waitFor({ state: 'hidden' });

  const payouts = seller.getByRole('list', { name: 'My payouts' });
  await payouts.getByText('Pending').waitFor();
  // One pending payout at a time: the next request is off, and the card says why.
  await seller.getByText('You already have a pending payout request.', { exact: false }).waitFor();
  expect(await seller.getByRole('button', { name: 'Request Payout' }).first().isDisabled()).toBe(true);
  expect(await payouts.getByRole('listitem').first().textContent()).toContain('$10.00');
  await expect
    .poll(async () => centsOf(await seller.getByTestId('available-balance').textContent()))
    .toBe(after.available - 1000);

  // An admin denies it (the money goes back), and Request Payout is offered again. This also
  // leaves the demo seller with no pending payout for the journeys that open the dialog.
  const pending = (await (await seller.request.get('/api/payouts')).json()) as { id: string; status: string }[];
  const payout = pending.find((p) => p.status === 'pending');
  const admin = await newPage();
  await signInAs(admin, demoAccount('admin'));
  expect((await admin.request.post('/api/admin/login', { data: { accessCode } })).status()).toBe(200);
  const denied = await admin.request.patch(`/api/payouts/${payout?.id}/status`, { data: { status: 'failed' } });
  expect(denied.status(), await denied.text()).toBe(200);
  await seller.reload();
  await seller.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
  await expect.poll(() => seller.getByRole('button', { name: 'Request Payout' }).first().isDisabled()).toBe(false);
  expect(await seller.getByText('You already have a pending payout request.', { exact: false }).count()).toBe(0);
}, 180_000);
