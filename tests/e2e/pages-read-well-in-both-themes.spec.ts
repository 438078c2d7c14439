import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { buyWithCard } from './support/accounts';
import { seriousAccessibilityProblems } from './support/axe';
import { useBrowser } from './support/browser';
import { listOneForSale, type MainPage, mainPages, openMainPage, pagesByViewer } from './support/main-pages';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

const checked = [
  'landing',
  'home',
  'marketplace',
  'listing',
  'seller profile',
  'orders',
  'messages',
  'seller dashboard',
  'create listing',
  'admin access',
  'admin panel',
  'admin dashboard',
];

let targets: MainPage[] | undefined;

for (const theme of ['light', 'dark'] as const) {
  it(`axe finds nothing serious on the main pages in the ${theme} theme`, async () => {
    const pages = await pagesByViewer(() => newPage({ colorScheme: theme }));
    if (!targets) {
      // Once for both themes: an agent the buyer owns, so orders, listing and dashboard have content.
      const { listing, sellerId } = await listOneForSale(pages.seller);
      await buyWithCard(pages.buyer, listing.id);
      await waitForToast(pages.buyer, 'Payment Successful');
      targets = mainPages({ listing, sellerId }).filter((t) => checked.includes(t.name));
    }
    const problems: string[] = [];
    for (const target of targets) {
      const page: Page = pages[target.as];
      await openMainPage(page, target);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      problems.push(...(await seriousAccessibilityProblems(page)).map((p) => `${target.name}: ${p}`));
    }
    expect(problems).toEqual([]);
  }, 180_000);
}
