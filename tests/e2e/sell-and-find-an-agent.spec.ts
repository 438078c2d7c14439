import { expect, it } from 'vitest';
import { cspViolationsOf, useBrowser } from './support/browser';
import { publishAgent } from './support/publish-agent';
import { demoAccount, signInThroughScreen } from './support/session';

const { newPage } = useBrowser();

const suffix = Date.now().toString(36);
const title = `Zephyrquill Invoice Sorter ${suffix}`;

it('a seller publishes an agent with a video, and a visitor finds it by a misspelled word', async () => {
  const seller = await newPage();
  const sellerViolations = cspViolationsOf(seller);
  await signInThroughScreen(seller, demoAccount('seller'));
  await publishAgent(seller, { title, price: '29', platform: 'claude', useCase: 'finance', withVideo: true });

  const visitor = await newPage();
  const visitorViolations = cspViolationsOf(visitor);
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

  // The pages ran under the server's policy (scripts from our origin only, and the theme's inline
  // one by its hash) and nothing was blocked.
  const policy = await visitor.evaluate(() =>
    fetch('/marketplace').then((res) => res.headers.get('content-security-policy')),
  );
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect([...sellerViolations, ...visitorViolations]).toEqual([]);

  // And the watch sees a violation when there is one: a script written into the page is refused.
  const probe = await newPage();
  const probeViolations = cspViolationsOf(probe);
  await probe.goto('/help');
  const ran = await probe.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineRan = "yes"';
    document.head.append(script);
    return document.body.dataset.inlineRan ?? 'no';
  });
  expect(ran).toBe('no');
  await expect.poll(() => probeViolations.length).toBeGreaterThan(0);
});
