import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buyWithCard, listAgent, newAccount, signInAs } from './support/accounts';
import { useBrowser } from './support/browser';
import { e2eAdminAccessCode } from './support/main-pages';
import { demoAccount, waitForToast } from './support/session';

const { newPage } = useBrowser();

it('an admin downloads the sales CSV with a fresh sale in it, then writes to the buyer as the Support Team', async () => {
  // A fresh sale by a new buyer, so both the export and the message have someone to find.
  const seller = await newPage();
  await signInAs(seller, demoAccount('seller'));
  const listing = await listAgent(seller, { title: `Ledger Reader ${Date.now().toString(36)}`, price: '12.00' });
  const buyer = await newPage();
  const { email: buyerEmail } = await newAccount(buyer, { role: 'buyer', name: 'Edda Exported' });
  await buyWithCard(buyer, listing.id);
  await waitForToast(buyer, 'Payment Successful');

  const admin = await newPage();
  await signInAs(admin, demoAccount('admin'));
  const elevated = await admin.request.post('/api/admin/login', { data: { accessCode: e2eAdminAccessCode } });
  expect(elevated.status()).toBe(200);
  await admin.goto('/admin-dashboard');
  await admin.getByRole('tab', { name: 'Moderation' }).click();

  // Export: the browser saves a dated CSV with the spec's columns and the sale just made.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export' }).click(),
  ]);
  await waitForToast(admin, 'Export Complete');
  expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
  // Saved here: the browser runs in the stage's own process (support/browser.ts), where path() is not offered.
  const saved = path.join(await mkdtemp(path.join(tmpdir(), 'agentsy-export-')), download.suggestedFilename());
  await download.saveAs(saved);
  const csv = await readFile(saved, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'Order ID,Date,Listing ID,Listing,Seller Email,Buyer Email,Price,Buyer Fee,Total Paid,Discount Code',
  );
  const sale = rows.find((r) => r.includes(buyerEmail));
  expect(sale).toContain(listing.title);
  expect(sale).toContain('12.00');

  // Messages: find the buyer by e-mail, write, send.
  await admin.getByRole('tab', { name: 'Messages' }).click();
  await admin.getByLabel('Search users').fill(buyerEmail);
  await admin
    .getByRole('list', { name: 'Users found' })
    .getByRole('button', { name: /Edda Exported/ })
    .click();
  await admin.getByTestId('selected-user').filter({ hasText: buyerEmail }).waitFor();
  await admin.getByLabel('Category').selectOption('billing');
  await admin.getByRole('textbox', { name: 'Message' }).fill('Your receipt for the Ledger Reader is in your orders.');
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await waitForToast(admin, 'Message sent successfully');

  // The buyer finds it from the Support Team.
  await buyer.goto('/messages');
  await buyer.getByRole('link', { name: /Support Team/ }).click();
  const thread = buyer.getByRole('region', { name: /^Conversation with/ });
  await thread.getByText('Your receipt for the Ledger Reader is in your orders.').waitFor();
});
