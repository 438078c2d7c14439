import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { buyWithCard, listAgent, newAccount, signInAs } from './support/accounts';
import { uniqueEmail, useBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

/** The names on one board of /leaderboard, read in a fresh browser so no cached answer is reused. */
const namesOnBoard = async (page: Page, tab: 'Top Sellers' | 'Top Inviters') => {
  await page.goto('/leaderboard');
  await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.getByRole('list', { name: tab }).or(panel.getByText('No data available yet')).first().waitFor();
  return panel.getByRole('list', { name: tab }).getByRole('link').allTextContents();
};

it("a friend signs up through a seller's invite link, buys the seller's agent, and both boards show the seller", async () => {
  // The seller lists an agent and finds their invite link on the Top Inviters tab.
  const sellerPage = await newPage();
  const sellerName = `Sasha Inviter ${Date.now().toString(36)}`;
  const seller = await newAccount(sellerPage, { role: 'seller', name: sellerName });
  const listing = await listAgent(sellerPage, { title: `Invoice Chaser ${Date.now().toString(36)}`, price: '12.00' });
  await sellerPage.goto('/leaderboard');
  await sellerPage.getByRole('tab', { name: 'Top Inviters' }).click();
  await sellerPage.getByText('5% commission', { exact: false }).first().waitFor();
  const inviteLink = await sellerPage.getByLabel('Your invite link').inputValue();
  expect(inviteLink).toMatch(new RegExp(`/api/login\\?ref=${seller.id}$`));

  const before = await newPage();
  expect(await namesOnBoard(before, 'Top Sellers')).not.toContain(sellerName);
  expect(await namesOnBoard(before, 'Top Inviters')).not.toContain(sellerName);

  // The friend opens the link, creates an account on the screen and finishes onboarding.
  const friend = await newPage();
  await friend.goto(inviteLink);
  await friend.waitForURL(/\/login\?/);
  await friend.getByRole('tab', { name: 'Create account' }).click();
  await friend.getByLabel('Name').fill('Frankie Friend');
  const friendEmail = uniqueEmail('friend');
  await friend.getByLabel('Email').fill(friendEmail);
  await friend.getByLabel('Password').fill('a-long-enough-password');
  await friend.getByRole('button', { name: /create account/i }).click();
  const onboarding = friend.getByRole('dialog', { name: 'Welcome to Agentsy!' });
  await onboarding.getByRole('button', { name: /I'm here to buy/ }).click();
  await onboarding.waitFor({ state: 'hidden' });

  // Top Sellers counts downloads by verified buyers: the friend confirms the address first.
  const mail = await waitForMail(inject('mailDir'), { to: friendEmail, subject: 'Verify your e-mail address' });
  const verifyLink = /(http\S+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
  expect(verifyLink).toBeDefined();
  await friend.goto(verifyLink!);

  // The friend buys the seller's agent: a sale this week.
  await buyWithCard(friend, listing.id);
  await waitForToast(friend, 'Payment Successful');

  // One sale puts a seller on Top Sellers while fewer than 10 sellers sold this week: true of the
  // demo history and the other journeys, which together make a handful of sellers.
  const after = await newPage();
  expect(await namesOnBoard(after, 'Top Inviters')).toContain(sellerName);
  expect(await namesOnBoard(after, 'Top Sellers')).toContain(sellerName);
  await after.getByText('Counts downloads by verified buyers, once per buyer and agent.').first().waitFor();

  // The seller's home page shows them on the community cards too.
  const home = await newPage();
  await signInAs(home, { role: 'seller', email: seller.email, password: 'a-long-enough-password' });
  await home.goto('/');
  const cards = home.getByRole('region', { name: 'Community Leaderboards' });
  await cards.getByRole('list', { name: 'Top Inviters' }).getByRole('link', { name: sellerName }).waitFor();
});
