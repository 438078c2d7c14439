import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

const { newPage } = useBrowser();

type Listing = { id: string; title: string; createdAt: string; seller: { id: string; firstName: string | null } };

const firstListing = async (): Promise<Listing> => {
  const res = await fetch(`${baseUrl()}/api/listings?limit=20&offset=0`);
  const listings = (await res.json()) as Listing[];
  return listings[0]!;
};

/**
 * Resolves once React has taken over every element of the page's content: React keeps its own
 * record on each element it hydrated (or drew), under a key starting with __reactFiber$. Rendered
 * markdown is HTML React puts in as a whole: its element is React's, what is inside is not.
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const elements = [...document.querySelectorAll('#root main, #root main *:not([data-markdown] *)')];
    return elements.length > 0 && elements.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
  });

/** Hydration that does not match the HTML is reported as an error (React's #418 and friends). */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

/** The "Listed" date as a reader in `timeZone` should see it. */
const listedDateIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));

it("a visitor's listing, seller and marketplace pages show their content with JavaScript turned off", async () => {
  const listing = await firstListing();
  for (const [path, text] of [
    [`/agent/${listing.id}`, 'About this agent'],
    [`/seller/${listing.seller.id}`, 'Recent Reviews'],
    ['/marketplace', listing.title],
  ] as const) {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(path);
    await page.getByText(text).first().waitFor();
    await page.getByText(listing.title).first().waitFor();
  }
});

it('a listing page shows its version line and its Releases with JavaScript turned off, as the app does', async () => {
  const { id } = await firstListing();
  const listing = (await (await fetch(`${baseUrl()}/api/listings/${id}`)).json()) as {
    currentVersion: { version: string } | null;
  };
  const versions = (await (await fetch(`${baseUrl()}/api/listings/${id}/versions`)).json()) as { version: string }[];
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`/agent/${id}`);
  // The server renders in UTC: "updated on <date>"; the app says "3 days ago" once it has loaded.
  await page.getByText(`v${listing.currentVersion!.version} · updated on `).first().waitFor();
  const releases = page.getByRole('region', { name: 'Releases' });
  await releases.waitFor();
  const shown = await releases.getByRole('heading', { level: 3 }).allTextContents();
  expect(shown).toEqual(versions.map((v) => `v${v.version}`));
});

it('the marketplace search works before the app has loaded: Enter submits it as a plain form', async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search agents' }).fill('chatbto');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/marketplace' && url.searchParams.get('search') === 'chatbto');
});

it('the app takes the rendered page over without redrawing it, and shows dates in the reader’s time zone', async () => {
  const listing = await firstListing();
  // A zone whose calendar date differs from UTC's for this listing: the server renders in UTC.
  const utc = listedDateIn(listing.createdAt, 'UTC');
  const timeZone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => listedDateIn(listing.createdAt, zone) !== utc)!;
  const page = await newPage({ timezoneId: timeZone });
  const errors = errorsOf(page);
  const res = await page.goto(`/agent/${listing.id}`);
  // The HTML the server sent already had the page, its date in UTC.
  const html = (await res?.text()) ?? '';
  expect(html).toContain('About this agent');
  expect(html).toContain(utc);
  // After hydration the date is the reader's, which only the app in the browser can draw. The app
  // loads after the page's images and video, so hydration may take a few seconds (longer in the
  // cluster stage, where the video comes from S3): wait for it before the date's short poll.
  const listed = page.locator('div:has(> dt:text-is("Listed")) > dd');
  await hydrated(page);
  await expect.poll(() => listed.textContent()).toBe(listedDateIn(listing.createdAt, timeZone));
  // The buttons work: Share copies the page's full address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByText('Link copied').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/agent/${listing.id}`);
  expect(errors).toEqual([]);
});

it('the seller and marketplace pages are taken over without a mismatch, in a zone far from UTC', async () => {
  const listing = await firstListing();
  for (const path of [`/seller/${listing.seller.id}`, '/marketplace']) {
    const page = await newPage({ timezoneId: 'Pacific/Kiritimati' });
    const errors = errorsOf(page);
    await page.goto(path);
    await hydrated(page);
    await page.getByText(listing.title).first().waitFor();
    expect(errors, path).toEqual([]);
  }
});

it('the contact page opened for a bug report or a feature request is taken over without a mismatch', async () => {
  for (const [type, label] of [
    ['bug', 'Bug Report'],
    ['feature', 'Feature Request'],
  ] as const) {
    const page = await newPage();
    const errors = errorsOf(page);
    await page.goto(`/contact?type=${type}`);
    await hydrated(page);
    // The topic the link asked for is chosen once the app has taken the page over.
    await page.getByRole('combobox', { name: 'Inquiry type' }).filter({ hasText: label }).waitFor();
    expect(errors, type).toEqual([]);
  }
});
