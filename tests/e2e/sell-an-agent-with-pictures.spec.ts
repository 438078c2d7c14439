import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { publishAgent } from './support/publish-agent';
import { demoAccount, signInThroughScreen } from './support/session';

const { newPage } = useBrowser();

const word = `Quillhaven${Date.now().toString(36)}`;
const title = `${word} Receipt Filer`;
const coverAlt = 'Receipts filed into folders by month';
const secondAlt = 'The weekly summary mail';

/** A real PNG of one colour, drawn by the browser (the server checks pictures by their bytes). */
const drawPng = async (page: Page, colour: string) =>
  Buffer.from(
    await page.evaluate((fill) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }, colour),
    'base64',
  );

/** Whether the picture arrived and was decoded, and from where. */
const shown = (img: Locator) =>
  img.evaluate((i: HTMLImageElement) => (i.complete && i.naturalWidth > 0 ? new URL(i.currentSrc).pathname : ''));

it('a seller lists an agent with pictures; the cover shows on its card and leads the listing page', async () => {
  const seller = await newPage();
  await signInThroughScreen(seller, demoAccount('seller'));
  await publishAgent(seller, {
    title,
    price: '9',
    platform: 'claude',
    useCase: 'finance',
    images: [
      { name: 'cover.png', buffer: await drawPng(seller, '#1d4ed8'), alt: coverAlt },
      { name: 'summary.png', buffer: await drawPng(seller, '#15803d'), alt: secondAlt },
    ],
  });

  const visitor = await newPage();
  await visitor.goto(`/marketplace?search=${word}`);
  const card = visitor.getByTestId('listing-card').filter({ hasText: title });
  await card.waitFor();
  const cover = card.getByRole('img', { name: coverAlt });
  await expect.poll(() => shown(cover), { timeout: 15_000 }).toMatch(/^\/api\/listing-images\/[^/]+\/\d+\.webp$/);
  const coverId = (await shown(cover)).split('/')[3];

  await card.getByRole('link', { name: title }).click();
  await visitor.getByRole('heading', { name: title }).waitFor();
  const gallery = visitor.getByTestId('listing-gallery');
  const main = gallery.getByRole('img', { name: coverAlt });
  await expect.poll(() => shown(main), { timeout: 15_000 }).toContain(`/api/listing-images/${coverId}/`);
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect.poll(() => shown(gallery.getByRole('img', { name: secondAlt })), { timeout: 15_000 }).not.toBe('');
}, 120_000);
