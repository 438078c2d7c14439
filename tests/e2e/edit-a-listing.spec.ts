import { expect, it } from 'vitest';
import { listAgent } from './support/accounts';
import { useBrowser } from './support/browser';
import { demoAccount, signInThroughScreen, waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a seller edits a listing title and price from the dashboard and the listing page shows them', async () => {
  const seller = await newPage();
  await signInThroughScreen(seller, demoAccount('seller'));
  const stamp = Date.now().toString(36);
  const title = `Invoice Chaser ${stamp}`;
  const newTitle = `Invoice Chaser Pro ${stamp}`;
  const listing = await listAgent(seller, { title, price: '12.00' });

  await seller.goto('/seller-dashboard');
  await seller.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
  await seller.getByRole('button', { name: `Edit ${title}` }).click();

  const dialog = seller.getByRole('dialog', { name: 'Edit Listing' });
  const titleField = dialog.getByLabel('Title');
  await expect.poll(() => titleField.inputValue()).toBe(title);
  expect(await dialog.getByLabel(/Price/).inputValue()).toBe('12.00');
  await titleField.fill(newTitle);
  await dialog.getByLabel(/Price/).fill('24.50');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await waitForToast(seller, 'Listing Updated');
  await dialog.waitFor({ state: 'hidden' });

  // The table refreshes with the new values.
  const row = seller.getByRole('row').filter({ hasText: newTitle });
  await row.waitFor();
  expect(await row.textContent()).toContain('$24.50');

  await seller.goto(`/agent/${listing.id}`);
  await seller.getByRole('heading', { name: newTitle }).waitFor();
  // The price card beside the description; the page lists the seller's other agents too.
  expect(await seller.locator('aside').getByText(/^\$\d/).first().textContent()).toBe('$24.50');
}, 120_000);
