import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type DemoAccount, uniqueEmail } from './browser';

/**
 * A brand-new account, signed in on this page's browser context, past onboarding. Made through
 * the API: the sign-up screen has its own journey, these journeys start after it.
 */
export const newAccount = async (page: Page, { role, name }: { role: 'buyer' | 'seller'; name: string }) => {
  const email = uniqueEmail(role);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'a-long-enough-password' },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const onboarding = await page.request.post('/api/users/complete-onboarding', { data: { role } });
  if (!onboarding.ok()) throw new Error(`onboarding failed: ${onboarding.status()}`);
  const user = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  return { id: user.id, email };
};

/** "$1,234.50" -> 123450: dashboard figures compared before and after, in cents. */
export const centsOf = (text: string | null) => {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec(text ?? '');
  if (!match) throw new Error(`not a dollar amount: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
};

/** Signs a seeded demo account in on this page's browser context. */
export const signInAs = async (page: Page, { email, password }: DemoAccount) => {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
};

/** A listing of this seller's, published through the API (publishing has its own journey). */
export const listAgent = async (page: Page, { title, price }: { title: string; price: string }) => {
  const res = await page.request.post('/api/listings', {
    multipart: {
      file: {
        name: 'agent.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ name: title, steps: ['read', 'reply'] })),
      },
      title,
      description: 'Answers routine customer e-mails with the tone of your brand.',
      price,
      platform: 'chatgpt',
      useCase: 'customer-service',
    },
  });
  if (!res.ok()) throw new Error(`listing failed: ${res.status()} ${await res.text()}`);
  const listing = (await res.json()) as { id: string; title: string };
  // Its file is checked first, in a second or two; it is for sale once clean.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/listings/${listing.id}/versions/1.0.0/scan`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 30_000, interval: 250 },
    )
    .toBe('clean');
  return listing;
};

/** Buys a listing through the checkout dialog with a sandbox test card. */
export const buyWithCard = async (page: Page, listingId: string, cardNumber = '4242 4242 4242 4242') => {
  await page.goto(`/agent/${listingId}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
};

/** Fetches a download link as the signed-in browser would open it. */
export const fetchDownload = async (page: Page, href: string) => {
  const res = await page.request.get(href);
  return { status: res.status(), disposition: res.headers()['content-disposition'] ?? '' };
};
