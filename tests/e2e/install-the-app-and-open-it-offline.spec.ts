import { expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const { newPage } = useBrowser();

type Manifest = { start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };

it('installs as an app: a manifest with PNG and maskable icons, a service worker, and an offline page', async () => {
  const page = await newPage();
  await page.goto('/');

  // What Chromium's install check reads: the manifest, its icons and an Apple touch icon.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as Manifest;
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  const icon = (sizes: string, purpose = 'any') =>
    manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose)?.src;
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [icon('192x192'), icon('512x512'), icon('512x512', 'maskable'), touchIcon]) {
    const res = await page.request.get(src!);
    expect([src, res.status(), res.headers()['content-type']]).toEqual([src, 200, 'image/png']);
  }

  // The worker installs and takes the built files into its cache, and no API answer.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 15_000 })
    .toBe('activated');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

  // The server cannot be reached: a page opens as the offline page, and an API call fails
  // instead of getting an old answer.
  await page.context().setOffline(true);
  await page.goto('/marketplace');
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  const apiCall = await page.evaluate(() =>
    fetch('/api/listings').then(
      (res) => `answered ${res.status}`,
      () => 'failed',
    ),
  );
  expect(apiCall).toBe('failed');

  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('#root').getByRole('link').first().waitFor();
});
