import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

const { newPage } = useBrowser();

/** Lighthouse's phone: 412 CSS pixels wide at 1.75 device pixels each. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

type Listing = { id: string; userId: string; images: unknown[] };
const popularWithCover = async () => {
  const listings = (await (await fetch(`${baseUrl()}/api/listings?limit=20&sortBy=popular`)).json()) as Listing[];
  return listings.find((l) => l.images.length > 0)!;
};

/** The images the page fetched so far and their bytes on the wire (same origin, so all are known). */
const imagesFetched = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'img' || new URL(e.name).pathname.startsWith('/api/listing-images/'))
      .map((e) => ({ url: e.name, bytes: e.encodedBodySize })),
  );

it('a phone fetches the marketplace covers at the width its cards need, under 150 KB before scrolling', async () => {
  const page = await newPage(phone);
  await page.goto('/marketplace');
  await page.waitForLoadState('networkidle');
  // A card is 380 CSS pixels, 665 device pixels: the 960 source, not the 1280 one.
  const first = page.getByTestId('listing-card').first().locator('img');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/960\.webp$/);
  const images = await imagesFetched(page);
  expect(images.length).toBeGreaterThan(0);
  expect(
    images.every((i) => !i.url.endsWith('/1280.webp')),
    JSON.stringify(images),
  ).toBe(true);
  expect(images.reduce((sum, i) => sum + i.bytes, 0)).toBeLessThanOrEqual(150 * 1024);
});

it('the listing page asks for its cover first, from the HTML, with a high priority', async () => {
  const { id } = await popularWithCover();
  const page = await newPage({ ...phone, javaScriptEnabled: false });
  await page.goto(`/agent/${id}`);
  const cover = page.getByTestId('listing-gallery').locator('img').first();
  expect(await cover.getAttribute('fetchpriority')).toBe('high');
  // React's preload, sent at the start of the rendered page, ahead of everything else in it.
  const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
  expect(await preload.getAttribute('imagesrcset')).toBe(await cover.getAttribute('srcset'));
});

it("no script in a visitor page's head holds its first paint but the theme's", async () => {
  const { id, userId } = await popularWithCover();
  for (const path of ['/', '/marketplace', `/agent/${id}`, `/seller/${userId}`]) {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(path);
    const blocking = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')]
        .filter((s) => !s.defer && !s.async && s.type !== 'module')
        .map((s) => new URL(s.src).pathname),
    );
    // The theme is chosen before the first paint, or a dark-mode reader sees a white flash.
    expect(blocking, path).toEqual(['/theme-boot.js']);
  }
});

it("a visitor's listing page breaks no rule of its content security policy once the app runs", async () => {
  const { id } = await popularWithCover();
  const page = await newPage(phone);
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  await page.goto(`/agent/${id}`);
  // The app has taken the page over (React's record on the heading), and its chunks are in.
  await page.waitForFunction(() => {
    const h1 = document.querySelector('#root main h1');
    return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
