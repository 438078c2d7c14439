import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { buyWithCard, centsOf, listAgent, newAccount, signInAs } from './support/accounts';
import { useBrowser } from './support/browser';
import { demoAccount, waitForToast } from './support/session';

const { newPage } = useBrowser();

const requestRefund = async (page: Page, title: string, reason: string) => {
  await page.goto('/refunds');
  await page.getByRole('heading', { name: 'My Refund Requests' }).waitFor();
  await page.getByRole('button', { name: 'Request Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Refund' });
  await dialog.getByLabel('Order').click();
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await dialog.getByLabel('Reason').click();
  await page.getByRole('option', { name: reason }).click();
  await dialog.getByLabel('Description').fill('It fails on the first message.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await waitForToast(page, 'Refund Request Submitted');
  await dialog.waitFor({ state: 'hidden' });
};

const answer = async (page: Page, title: string, action: 'Approve Refund' | 'Reject Request', message: string) => {
  await page.goto('/refunds');
  await page.getByRole('heading', { name: 'Refund Management' }).waitFor();
  const card = page.getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'Pending' });
  await card.getByLabel('Respond to the buyer').fill(message);
  await card.getByRole('button', { name: action }).click();
  await waitForToast(page, 'Response Sent');
};

const availableBalance = async (page: Page) => {
  await page.goto('/seller-dashboard');
  return centsOf(await page.getByTestId('available-balance').textContent());
};

it('a rejected refund is disputed; an approved one takes the seller share back from the balance', async () => {
  const stamp = Date.now().toString(36);
  // A seller of its own: the demo seller's balance is the weekly payout run's to empty, and in
  // the cluster stage that run may fall between the two balance readings below.
  const seller = await newPage();
  await newAccount(seller, { role: 'seller', name: 'Rhea Refunds' });
  const first = await listAgent(seller, { title: `Ticket Triage ${stamp}`, price: '10.00' });
  const second = await listAgent(seller, { title: `Refund Drafter ${stamp}`, price: '20.00' });

  const buyer = await newPage();
  await signInAs(buyer, demoAccount('buyer'));
  for (const listing of [first, second]) {
    await buyWithCard(buyer, listing.id);
    await waitForToast(buyer, 'Payment Successful');
  }

  // First request: the seller rejects it, the buyer disputes the decision.
  await requestRefund(buyer, first.title, 'Agent not working as described');
  await answer(seller, first.title, 'Reject Request', 'It works with the setup in the README.');
  await buyer.goto('/refunds');
  const rejected = buyer.getByRole('listitem').filter({ hasText: first.title });
  await rejected.getByText('Rejected').waitFor();
  await rejected.getByText('It works with the setup in the README.').waitFor();
  await rejected.getByRole('button', { name: 'Dispute Decision' }).click();
  const dispute = buyer.getByRole('dialog', { name: 'Dispute Decision' });
  await dispute.getByLabel('Reason for the dispute').fill('The README setup fails too.');
  await dispute.getByRole('button', { name: 'Submit Dispute' }).click();
  await waitForToast(buyer, 'Dispute Submitted');
  await rejected.getByText('Disputed').waitFor();

  // Second request: approved, and the seller's 89% of $20.00 leaves the balance.
  const before = await availableBalance(seller);
  await requestRefund(buyer, second.title, 'Missing or incomplete files');
  await answer(seller, second.title, 'Approve Refund', 'Sorry, refunding you now.');
  expect(before - (await availableBalance(seller))).toBe(1780);

  await buyer.goto('/refunds');
  const approved = buyer.getByRole('listitem').filter({ hasText: second.title });
  await approved.getByText('Refund processed within 3-5 business days').waitFor();
  await approved.getByText('Approved').waitFor();
}, 180_000);
