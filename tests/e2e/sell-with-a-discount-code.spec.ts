import { expect, it } from 'vitest';
import { listAgent, newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a seller makes a one-use code; a buyer follows the ?code= link, pays the discounted price and sees the code', async () => {
  const seller = await newPage();
  await newAccount(seller, { role: 'seller', name: 'Dana Seller' });
  const listing = await listAgent(seller, { title: `Reply Drafter ${Date.now()}`, price: '20.00' });

  await seller.goto('/seller-dashboard');
  const form = seller.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code').fill('launch-25');
  await form.getByLabel('Percent (1–100)').fill('25');
  await form.getByLabel('Max redemptions (optional)').fill('1');
  await form.getByRole('button', { name: 'Create code' }).click();
  await waitForToast(seller, 'Code LAUNCH-25 created');
  await seller
    .getByRole('row', { name: /LAUNCH-25/ })
    .getByRole('cell', { name: '0 / 1' })
    .waitFor();

  const buyer = await newPage();
  await buyer.addInitScript(() => localStorage.setItem('agentsy-feedback-prompted', '1'));
  await newAccount(buyer, { role: 'buyer', name: 'Riley Buyer' });
  await buyer.goto(`/agent/${listing.id}?code=launch-25`);
  await buyer.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = buyer.getByRole('dialog');
  expect(await dialog.getByLabel('Discount code').inputValue()).toBe('launch-25');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByText('Code applied.').waitFor();
  await dialog.getByText('Discount code LAUNCH-25').waitFor();
  expect(await dialog.getByTestId('checkout-total').textContent()).toBe('$15.45');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay $15.45' }).click();
  await waitForToast(buyer, 'Payment Successful');

  await buyer.goto('/orders');
  await buyer.getByText('Discount code LAUNCH-25 · was $20.00').waitFor();
  expect(await buyer.getByTestId('total-spent').textContent()).toBe('$15.45');

  // The seller sees the one redemption used.
  await seller.reload();
  await seller
    .getByRole('row', { name: /LAUNCH-25/ })
    .getByRole('cell', { name: '1 / 1' })
    .waitFor();
}, 180_000);
