import { renderMarkdown } from '@agentsy/markdown';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { listAgent, signInAs } from './support/accounts';
import { baseUrl, useBrowser } from './support/browser';
import { demoAccount } from './support/session';

const { newPage } = useBrowser();

const description = [
  '## Setup',
  '',
  '1. Install it: `npm install inbox-triage`',
  '2. Read [the docs](https://example.com/docs) <script>alert(1)</script>',
  '',
  '| Step | Time |',
  '|---|--:|',
  '| Install | 1 min |',
  '',
  '```bash',
  'inbox-triage --since yesterday # morning run',
  '```',
  '',
  '![pixel](https://tracker.example/p.gif) [x](javascript:alert(1))',
].join('\n');

/** The description as the browser holds it once it has parsed `html`. */
const asDom = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.innerHTML;
  }, html);

/** The description element once React owns it (it keeps its record under __reactFiber$). */
const ownedDescription = async (page: Page) => {
  const element = page.locator('[data-markdown]').first();
  await element.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-markdown]');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  });
  return element;
};

/** Width and height from a PNG's header chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

it('a markdown description is the same HTML in the page the server sends and in the app, and a shared link has a picture', async () => {
  const seller = await newPage();
  await signInAs(seller, demoAccount('seller'));
  const title = `Setup Guide ${Date.now().toString(36)}`;
  const listing = await listAgent(seller, { title, price: '9.00' });
  const { userId } = (await (await seller.request.get(`/api/listings/${listing.id}`)).json()) as { userId: string };
  const patched = await seller.request.patch(`/api/listings/${listing.id}`, { data: { description } });
  expect(patched.ok()).toBe(true);
  const rendered = renderMarkdown(description);

  // The page the server sends a visitor: the description rendered, safe, with a preview picture.
  const visitor = await newPage({ javaScriptEnabled: false });
  const html = (await (await visitor.goto(`/agent/${listing.id}`))!.text()) as string;
  expect(html).toContain(rendered);
  expect(html).not.toContain('<script>alert(1)');
  // In place, not sent after the page for a script to move in (which the script policy blocks).
  await visitor.getByRole('table').waitFor();
  await visitor.getByRole('heading', { name: 'Setup', exact: true }).waitFor();
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  expect(image.startsWith(`${baseUrl()}/og/listings/${listing.id}.png?v=`)).toBe(true);
  const card = await fetch(image);
  expect(card.headers.get('content-type')).toBe('image/png');
  expect(pngSize(Buffer.from(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

  // The app takes that page over and keeps the same HTML.
  const reader = await newPage();
  const errors: string[] = [];
  reader.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  reader.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await reader.goto(`/agent/${listing.id}`);
  const hydrated = await ownedDescription(reader);
  expect(await hydrated.evaluate((el) => el.innerHTML)).toBe(await asDom(reader, rendered));
  // It keeps the server's HTML rather than parsing the text again on the phone.
  expect(scripts.filter((s) => s.includes('markdown-renderer'))).toEqual([]);

  // Drawn by the app itself, after a move within it, it is the same again.
  await reader.goto(`/seller/${userId}`);
  await reader
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await reader.waitForURL(`**/agent/${listing.id}`);
  await reader.getByRole('heading', { name: 'Setup', exact: true }).waitFor();
  const drawn = await ownedDescription(reader);
  expect(await drawn.evaluate((el) => el.innerHTML)).toBe(await asDom(reader, rendered));
  expect(await reader.getByRole('link', { name: 'the docs' }).getAttribute('rel')).toBe('nofollow ugc noopener');
  expect(errors).toEqual([]);
}, 120_000);
