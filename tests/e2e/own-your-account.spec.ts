import { expect, it } from 'vitest';
import { listAgent, newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const browser = useBrowser();

/** A fresh page with the feedback widget marked as seen, so it cannot open over a dialog mid-step. */
const newPage = async () => {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('agentsy-feedback-prompted', '1'));
  return page;
};

/** A real 1x1 PNG: the server decides by these bytes, whatever the file is called. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const password = 'a-long-enough-password';

it('a picture is judged by its content: a PNG named .gif becomes the avatar everywhere, a page named .png is refused', async () => {
  const page = await newPage();
  await newAccount(page, { role: 'buyer', name: 'Ava Tar' });
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

  const picker = page.getByLabel('Choose a profile picture');
  await picker.setInputFiles({ name: 'holiday.gif', mimeType: 'image/gif', buffer: png });
  await waitForToast(page, 'Avatar Updated');
  // At once in the top bar, without a reload.
  const topBarPicture = page.locator('header img[src^="/api/avatars/"]');
  await topBarPicture.waitFor();
  const avatarUrl = await topBarPicture.getAttribute('src');
  const served = await page.request.get(avatarUrl!);
  expect(served.headers()['content-type']).toBe('image/webp');

  await picker.setInputFiles({
    name: 'innocent.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  await waitForToast(page, 'Invalid File Type');
  await page.goto('/profile');
  await page.locator(`main img[src="${avatarUrl}"]`).first().waitFor();
});

it('a seller deletes the account: signed out, listing gone, the buyer still downloads, the e-mail signs up afresh', async () => {
  const sellerPage = await newPage();
  const seller = await newAccount(sellerPage, { role: 'seller', name: 'Leaving Seller' });
  const listing = await listAgent(sellerPage, { title: `Farewell Agent ${Date.now()}`, price: '0' });

  const buyerPage = await newPage();
  await newAccount(buyerPage, { role: 'buyer', name: 'Keeping Buyer' });
  const bought = await buyerPage.request.post('/api/process-payment', {
    data: { paymentIntentId: 'free_download', listingId: listing.id },
  });
  expect(bought.ok()).toBe(true);

  await sellerPage.goto('/settings?tab=security');
  await sellerPage.getByText('Account Status').waitFor();
  await sellerPage.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = sellerPage.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await waitForToast(sellerPage, 'The password is not correct. Nothing was deleted.');

  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await waitForToast(sellerPage, 'Account Deleted');
  await sellerPage.waitForURL((url) => url.pathname === '/');
  expect((await sellerPage.request.get('/api/auth/user')).status()).toBe(401);

  const market = await buyerPage.request.get(`/api/listings?search=${encodeURIComponent(listing.title)}`);
  expect(((await market.json()) as { id: string }[]).map((l) => l.id)).not.toContain(listing.id);
  const orders = (await (await buyerPage.request.get('/api/orders')).json()) as {
    listingId: string;
    downloadUrl: string;
    downloadToken: string;
  }[];
  const order = orders.find((o) => o.listingId === listing.id)!;
  const download = await buyerPage.request.get(`${order.downloadUrl}?token=${order.downloadToken}`);
  expect(download.status()).toBe(200);

  const again = await sellerPage.request.post('/api/auth/sign-up/email', {
    data: { name: 'Back Again', email: seller.email, password },
  });
  expect(again.ok()).toBe(true);
});
