import { expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

it('a new seller cannot take a reserved name, then adds a domain to verify', async () => {
  const page = await newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Agentsy Support');
  await page.getByLabel('Email').fill(uniqueEmail('names'));
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: /create account/i }).click();
  // Said under the field, and no account was made.
  await page.getByText('Names cannot contain “agentsy”.').waitFor();
  expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('Name').fill('Dana Domain');
  await page.getByRole('button', { name: /create account/i }).click();
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Agentsy!' });
  await onboarding.getByRole('button', { name: /I'm here to buy/ }).click();
  await onboarding.waitFor({ state: 'hidden' });

  await page.goto('/settings');
  await page.getByLabel('Display name').fill('The 0fficial Dana');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Names cannot contain “official”.').waitFor();

  await page.getByLabel('Domain').fill('Dana-Shop.example');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const record = page.getByLabel('TXT record', { exact: true });
  await record.waitFor();
  expect(await record.inputValue()).toMatch(/^agentsy-verification=[0-9a-f]{32}$/);
  expect(await page.getByLabel('File address', { exact: true }).inputValue()).toBe(
    'https://dana-shop.example/.well-known/agentsy-verification.txt',
  );
  await page.getByRole('button', { name: 'Remove domain' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await waitForToast(page, 'Domain Removed');
  await page.getByRole('button', { name: 'Add domain' }).waitFor();
});
