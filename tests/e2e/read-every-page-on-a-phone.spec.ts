import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { listOneForSale, mainPages, openMainPage, pagesByViewer, type Viewer } from './support/main-pages';
import { waitForToast } from './support/session';

const { newPage } = useBrowser();

/** The narrowest phones in common use. */
const phone = { width: 360, height: 740 };

/** Signed-in phones for buyer and seller, and a visitor's; made by the first test that needs them. */
let phones: Promise<Record<Viewer, Page>> | undefined;
const onPhones = () => {
  phones ??= pagesByViewer(async () => {
    const page = await newPage();
    await page.setViewportSize(phone);
    return page;
  });
  return phones;
};

/** Opens the checkout of a fresh agent of the demo seller's on the buyer's phone. */
const openCheckout = async (pages: Record<Viewer, Page>) => {
  const { listing, sellerId } = await listOneForSale(pages.seller);
  await pages.buyer.goto(`/agent/${listing.id}`);
  // On a phone the buy bar repeats the button while the main one is off screen; either opens the checkout.
  await pages.buyer.getByRole('button', { name: 'Buy Now' }).first().click();
  const dialog = pages.buyer.getByRole('dialog');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  return { dialog, listing, sellerId };
};

/** Text under the floating feedback button once the page is scrolled to its very end. */
const textUnderFeedbackButton = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = document.querySelector('button[aria-label="Share feedback"]');
    if (!button) return ['(no feedback button on the page)'];
    const widget = button.parentElement!;
    const box = button.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (!text || widget.contains(node) || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) covered.push(text);
    }
    return covered;
  });

it('no main page scrolls sideways at 360 px, and the feedback button leaves the last lines readable', async () => {
  const pages = await onPhones();
  // Paid on the phone, typing the expiry the way people do: "1229", no slash.
  const { dialog, listing, sellerId } = await openCheckout(pages);
  const expiry = dialog.getByLabel('Expiry (MM/YY)');
  await expiry.pressSequentially('1229');
  expect(await expiry.inputValue()).toBe('12/29');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await waitForToast(pages.buyer, 'Payment Successful');

  const problems: string[] = [];
  for (const target of mainPages({ listing, sellerId })) {
    const page = pages[target.as];
    await openMainPage(page, target);
    const { scrollWidth, viewport } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    if (scrollWidth > viewport) problems.push(`${target.name}: ${scrollWidth} px wide on a ${viewport} px screen`);
    const covered = await textUnderFeedbackButton(page);
    if (covered.length) problems.push(`${target.name}: feedback button covers ${JSON.stringify(covered)}`);
  }
  expect(problems).toEqual([]);
}, 240_000);

it("the seller's agents table keeps each row's actions on the screen", async () => {
  const { seller } = await onPhones();
  await listOneForSale(seller);
  await seller.goto('/seller-dashboard');
  const row = seller
    .getByRole('row')
    .filter({ has: seller.getByRole('button', { name: /^Edit / }) })
    .first();
  const edit = row.getByRole('button', { name: /^Edit / });
  await edit.waitFor();
  const offScreen = async () =>
    Promise.all(
      [edit, row.getByRole('link', { name: 'View', exact: true }), row.getByRole('switch')].map(async (control) => {
        const box = await control.boundingBox();
        return !box || box.x < 0 || box.x + box.width > phone.width;
      }),
    );
  expect(await offScreen()).toEqual([false, false, false]);
  await edit.click();
  await seller.getByRole('dialog').waitFor();
});

it('the checkout keeps expiry and CVC side by side, also when the expiry is refused', async () => {
  const { dialog } = await openCheckout(await onPhones());
  const tops = async () =>
    Promise.all(['Expiry (MM/YY)', 'CVC'].map(async (label) => (await dialog.getByLabel(label).boundingBox())?.y));
  await dialog.getByLabel('Expiry (MM/YY)').pressSequentially('1329');
  await dialog.getByLabel('CVC').fill('123');
  const [expiryTop, cvcTop] = await tops();
  expect(cvcTop).toBe(expiryTop);
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await dialog.getByText("Your card's expiration date is invalid.").waitFor();
  const [expiryTopWithError, cvcTopWithError] = await tops();
  expect(cvcTopWithError).toBe(expiryTopWithError);
});
