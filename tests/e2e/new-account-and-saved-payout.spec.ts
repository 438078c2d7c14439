import { expect, it } from 'vitest';
import { newAccount, signInAs } from './support/accounts';
import { useBrowser } from './support/browser';
import { demoAccount, waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a brand-new account is welcomed to Agentsy, not back, and the creators directory shows only sellers with agents', async () => {
  const page = await newPage();
  await newAccount(page, { role: 'buyer', name: 'Nova Newcomer' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Welcome to Agentsy, Nova Newcomer' }).waitFor();
  expect(await page.getByText(/Welcome back/).count()).toBe(0);

  await page.goto('/sellers');
  const cards = page.getByTestId('seller-card');
  await cards.first().waitFor();
  for (const text of await cards.allTextContents()) expect(text).not.toMatch(/\b0 active listings\b/);
});

it('Request Payout starts with the bank account the seller saved', async () => {
  const seller = await newPage();
  await signInAs(seller, demoAccount('seller'));
  await seller.goto('/seller-dashboard');
  await seller.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();

  await seller.getByRole('button', { name: 'Payout Settings' }).click();
  const settings = seller.getByRole('dialog', { name: 'Payout Settings' });
  await settings.getByLabel('Bank account (ACH)').check();
  await settings.getByLabel('Account holder name').fill('Sam Seller');
  await settings.getByLabel('Routing number').fill('021000021');
  await settings.getByLabel('Account number').fill('000123456789');
  await settings.getByLabel('Bank name').fill('First Test Bank');
  await settings.getByRole('button', { name: 'Save Preferences' }).click();
  await waitForToast(seller, 'Payout preferences updated successfully');
  await settings.waitFor({ state: 'hidden' });

  // Also after a reload, when the dialog has to ask the server for the saved method.
  for (const reload of [false, true]) {
    if (reload) await seller.reload();
    await seller.getByRole('button', { name: 'Request Payout' }).first().click();
    const request = seller.getByRole('dialog', { name: 'Request Payout' });
    await expect
      .poll(() => request.getByRole('combobox', { name: 'Payout method' }).textContent())
      .toContain('Bank transfer (ACH)');
    expect(await request.getByLabel('PayPal email').count()).toBe(0);
    await seller.keyboard.press('Escape');
    await request.waitFor({ state: 'hidden' });
  }
});
