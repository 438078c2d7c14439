import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { publishAgent } from './support/publish-agent';
import { demoAccount, signIn } from './support/sign-in';

const { newPage } = useBrowser();

const suffix = Date.now().toString(36);
const title = `Zephyrquill Invoice Sorter ${suffix}`;

it('a seller publishes an agent with a video, and a visitor finds it by a misspelled word', async () => {
  const seller = await newPage();
  await signIn(seller, demoAccount('seller'));
  await publishAgent(seller, { title, price: '29', platform: 'claude', useCase: 'finance', withVideo: true });

  const visitor = await newPage();
  await visitor.goto('/marketplace');
  await visitor.getByRole('searchbox', { name: 'Search agents' }).fill('zephyrqill');
  await visitor.waitForURL((url) => url.searchParams.get('search') === 'zephyrqill');
  const card = visitor.getByTestId('listing-card').filter({ hasText: title });
  await card.waitFor();

  await visitor.getByLabel('Platform').selectOption('claude');
  await visitor.getByLabel('Price').selectOption('25-50');
  await visitor.getByLabel('Sort by').selectOption('newest');
  await visitor.waitForURL(
    (url) =>
      url.searchParams.get('platform') === 'claude' &&
      url.searchParams.get('price') === '25-50' &&
      url.searchParams.get('sortBy') === 'newest',
  );
  await card.waitFor();
  expect(await card.textContent()).toContain('$29.00');

  // A shared link shows the same search after a reload.
  await visitor.reload();
  await card.waitFor();

  const videoRange = visitor.waitForResponse((res) => res.url().includes('/api/videos/') && res.status() === 206);
  await card.getByRole('link', { name: title }).click();
  await visitor.getByRole('heading', { name: title }).waitFor();
  await visitor.waitForFunction((expected) => document.title === expected, `${title} | Agentsy`);
  await videoRange;
  const video = visitor.locator('video');
  expect(await video.getAttribute('src')).toMatch(/^\/api\/videos\//);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.autoplay)).toBe(true);
  await visitor.getByRole('link', { name: 'Sign In to Purchase' }).waitFor();
});
