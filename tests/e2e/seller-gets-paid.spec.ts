import { expect, it } from 'vitest';
import { buyWithCard, listAgent, newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a seller sees the sale, saves PayPal as the payout method and requests a payout', async () => {
  const seller = await newPage();
  await newAccount(seller, { role: 'seller', name: 'Morgan Maker' });
  const title = `Helpdesk Reply Drafter ${Date.now().toString(36)}`;
  const listing = await listAgent(seller, { title, price: '20.00' });

  const buyer = await newPage();
  await newAccount(buyer, { role: 'buyer', name: 'Casey Customer' });
  await buyWithCard(buyer, listing.id);
  await waitForToast(buyer, 'Payment Successful');

  // The sale on the dashboard: 89% of $20.00 is the seller's.
  await seller.goto('/seller-dashboard');
  await seller.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
  expect(await seller.getByTestId('total-earnings').textContent()).toBe('$17.80');
  expect(await seller.getByTestId('available-balance').textContent()).toBe('$17.80');
  const row = seller.getByRole('row').filter({ hasText: title });
  expect(await row.getByTestId('sales').textContent()).toBe('1');
  expect(await row.getByText('No ratings').isVisible()).toBe(true);

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
  expect(await payouts.getByRole('listitem').first().textContent()).toContain('$10.00');
  await expect.poll(() => seller.getByTestId('available-balance').textContent()).toBe('$7.80');
});
