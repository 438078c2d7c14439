import { expect, it } from 'vitest';
import { listAgent, newAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openMenu, waitForToast } from './support/session';

const { newPage } = useBrowser();

const title = `Quince Question Answerer ${Date.now().toString(36)}`;

it('a buyer asks a seller about an agent and both see the conversation live, in two browsers', async () => {
  const seller = await newPage();
  await newAccount(seller, { role: 'seller', name: 'Sasha Seller' });
  const listing = await listAgent(seller, { title, price: '9' });
  const buyer = await newPage();
  await newAccount(buyer, { role: 'buyer', name: 'Bo Buyer' });

  // The seller is somewhere else on the site, with nothing unread.
  await seller.goto('/marketplace');
  const sellerBadge = seller.locator('header').getByTestId('unread-badge');
  await seller.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await sellerBadge.count()).toBe(0);

  // The buyer asks from the listing page.
  await buyer.goto(`/agent/${listing.id}`);
  await buyer.getByRole('button', { name: 'Ask Question' }).click();
  const dialog = buyer.getByRole('dialog');
  expect(await dialog.getByLabel('Message').inputValue()).toContain(title);
  await dialog.getByLabel('Message').fill('Does it work with Gmail labels?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await waitForToast(buyer, 'Conversation started');
  await dialog.getByRole('link', { name: 'Go to conversation' }).click();
  await buyer.waitForURL(/\/messages\?conversation=/);
  const conversationId = new URL(buyer.url()).searchParams.get('conversation');
  const buyerThread = buyer.getByRole('region', { name: 'Conversation with Sasha Seller' });
  await buyerThread.getByText('Does it work with Gmail labels?').waitFor();

  // The seller's badge rises without a reload; opening the conversation reads it.
  await sellerBadge.filter({ hasText: '1' }).waitFor();
  const menu = await openMenu(seller);
  await menu.getByRole('link', { name: /Messages/ }).click();
  await seller.getByRole('link', { name: /Bo Buyer/ }).click();
  const sellerThread = seller.getByRole('region', { name: 'Conversation with Bo Buyer' });
  await sellerThread.getByText('Does it work with Gmail labels?').waitFor();
  await sellerBadge.waitFor({ state: 'detached' });

  // The buyer sees the read tick, then the answer arrive in the open thread.
  await buyerThread.getByTestId('read-tick').waitFor();
  const box = sellerThread.getByRole('textbox', { name: 'Message' });
  await box.fill('Yes, labels and filters both.');
  await box.press('Enter');
  await buyerThread.getByText('Yes, labels and filters both.').waitFor();
  await sellerThread.getByTestId('read-tick').waitFor();

  // Someone else cannot read the conversation by its id.
  const stranger = await newPage();
  await newAccount(stranger, { role: 'buyer', name: 'Nosy Neighbour' });
  const peek = await stranger.request.get(`/api/conversations/${conversationId}/messages`);
  expect(peek.status()).toBe(404);
  expect(await peek.text()).not.toContain('Gmail');
  await stranger.goto(`/messages?conversation=${conversationId}`);
  await stranger.getByText('Conversation not found.').waitFor();
});
