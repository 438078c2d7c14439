import { expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

const { newPage } = useBrowser();

it('the landing page is in the HTML before any script runs', async () => {
  const res = await fetch(`${baseUrl()}/`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('Buy and sell AI agents that get real work done');
  expect(html).toContain('Create a free account');
  expect(html).toContain('Terms of Service');
});

it('the landing page shows its content with JavaScript turned off', async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto('/');
  await page.getByRole('heading', { name: 'Buy and sell AI agents that get real work done' }).waitFor();
});

it('nothing on the landing page moves while it loads (CLS <= 0.02), on a phone and a desktop', async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1350, height: 940 },
  ]) {
    const page = await newPage({ viewport });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // Loaded: the figures strip has its real numbers and the app has taken over the page.
    await page.getByText('Total Sales').waitFor();
    await page.locator('section[aria-label="Marketplace in numbers"][aria-busy="false"]').waitFor();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, `${viewport.width}px`).toBeLessThanOrEqual(0.02);
    // Hydration that does not match the HTML is reported as an error.
    expect(errors).toEqual([]);
  }
});

it('a missing listing answers 404 and shows Agent Not Found', async () => {
  const page = await newPage();
  const res = await page.goto('/agent/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await page.getByText('Agent Not Found').first().waitFor();
});
