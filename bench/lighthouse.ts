// Lighthouse 13 on the production build: /, /marketplace, a listing and a seller page, mobile
// (simulated slow 4G, 4x CPU) and desktop, on Debian's Chromium; and the bytes of the images a
// phone (390x844, 3x) fetches on the marketplace before scrolling.
// Usage: npx tsx bench/lighthouse.ts [rounds]   (3 by default; LH_SKIP_BUILD=1 reuses the last
// `npm run build`; LH_FORM_FACTORS=mobile leaves desktop out; LH_JSON=file writes every run's
// scores and metrics as JSON; LH_REPORT_DIR=folder keeps each run's whole Lighthouse report)
// Starts the server on a scratch data folder (demo data seeded on first start, a cover on every
// card), runs every page once per round, round after round, prints a Markdown table of ranges
// over the rounds and the targets met, and stops everything it started.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type Browser, chromium } from 'playwright-core';
import { startBuiltServer } from '../scripts/built-server';

const rounds = Number(process.argv[2] ?? 3);
const formFactors = (process.env.LH_FORM_FACTORS ?? 'mobile,desktop').split(',');
const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const imageBudget = 150 * 1024;

if (!process.env.LH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-lighthouse-'));
const server = await startBuiltServer({ dataDir });
const base = server.url;

let chrome: chromeLauncher.LaunchedChrome | undefined;
let phoneBrowser: Browser | undefined;
const stop = async () => {
  await chrome?.kill();
  await phoneBrowser?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

/**
 * The images a phone fetches on the marketplace without scrolling: a fresh context (empty cache)
 * at 390x844 and 3 device pixels per CSS pixel, the densest common phone, so srcset picks its
 * largest candidate; counted once the network is idle. Lazy images near the screen count too, as
 * Chromium starts them before they scroll into view.
 */
const marketplaceFirstScreenImages = async (browser: Browser) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    images.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
  });
  await page.goto(`${base}/marketplace`, { waitUntil: 'networkidle' });
  const done = await Promise.all(images);
  await context.close();
  return { count: done.length, bytes: done.reduce((sum, i) => sum + i.bytes, 0), urls: done.map((i) => i.url) };
};

try {
  // The demo catalogue's most popular listing with a cover, and its seller.
  const popular: { id: string; userId: string; images?: unknown[]; currentVersion: { version: string } }[] = await (
    await fetch(`${base}/api/listings?limit=20&sortBy=popular`)
  ).json();
  const listing = popular.find((l) => l.images?.length);
  if (!listing) throw new Error('the demo data has no listing with a cover');
  // The demo versions are checked in the background after the first start (no finishing time
  // until then). A version on sale has long been checked when its page is read, so the page is
  // measured once it has: its "Checked … ago" line is then there.
  const scanUrl = `${base}/api/listings/${listing.id}/versions/${listing.currentVersion.version}/scan`;
  for (const deadline = Date.now() + 180_000; ; ) {
    const { finishedAt } = await (await fetch(scanUrl)).json();
    if (finishedAt) break;
    if (Date.now() > deadline) throw new Error("the listing's version was not checked within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const pages = ['/', '/marketplace', `/agent/${listing.id}`, `/seller/${listing.userId}`];
  const label = (page: string) => page.replace(/\/[0-9a-f-]{20,}$|\/[A-Za-z0-9]{20,}$/, '/:id');

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  phoneBrowser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  type Result = Record<string, unknown> & { page: string; formFactor: string; lcpMs: number; runtimeError?: string };
  const results: Result[] = [];
  const imageRounds: { round: number; count: number; bytes: number; urls: string[] }[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
        const { lhr } = (await lighthouse(
          `${base}${page}`,
          options,
          formFactor === 'desktop' ? desktopConfig : undefined,
        ))!;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const scores = Object.fromEntries(
          categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        );
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id);
        // The element the largest paint was, as Lighthouse names it (its first table's first row).
        const lcpTable = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] })
          ?.items?.[0] as { items?: { node?: { selector?: string } }[] } | undefined;
        const result = {
          round,
          formFactor,
          page: label(page),
          ...scores,
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          tbtMs: Math.round(audit('total-blocking-time')),
          lcpElement: lcpTable?.items?.[0]?.node?.selector,
          // A run Lighthouse could not measure (it names why, such as NO_LCP) has no metrics.
          runtimeError: lhr.runtimeError?.code,
          failed,
        };
        results.push(result);
        console.error(JSON.stringify(result));
        if (process.env.LH_REPORT_DIR) {
          const name = `${round}-${formFactor}-${result.page.replace(/[^a-z]+/g, '-')}.json`;
          writeFileSync(path.join(process.env.LH_REPORT_DIR, name), JSON.stringify(lhr));
        }
      }
    }
    const images = await marketplaceFirstScreenImages(phoneBrowser);
    imageRounds.push({ round, ...images });
    console.error(JSON.stringify({ round, marketplaceFirstScreenImages: images }));
  }
  if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify({ results, imageRounds }, null, 2));

  const range = (values: number[], unit = '') => {
    if (values.length === 0) return '–';
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    return lo === hi ? `${lo}${unit}` : `${lo}–${hi}${unit}`;
  };
  console.log(
    `| Page | Form factor | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | Runs not measured |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const formFactor of formFactors) {
    for (const page of pages.map(label)) {
      const all = results.filter((r) => r.page === page && r.formFactor === formFactor);
      const rows = all.filter((r) => !r.runtimeError);
      const notMeasured = all.filter((r) => r.runtimeError).map((r) => r.runtimeError);
      const col = (key: string, unit?: string) =>
        range(
          rows.map((r) => Number(r[key])),
          unit,
        );
      console.log(
        `| \`${page}\` | ${formFactor} | ${col('performance')} | ${col('accessibility')} | ${col('best-practices')} | ${col('seo')} | ${range(
          rows.map((r) => Number((r.lcpMs / 1000).toFixed(1))),
          ' s',
        )} | ${col('cls')} | ${col('tbtMs', ' ms')} | ${notMeasured.length ? notMeasured.join(', ') : '–'} |`,
      );
    }
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\n| Marketplace first screen, 390x844 at 3x | Images | Bytes |');
  console.log('| --- | --- | --- |');
  for (const r of imageRounds) console.log(`| round ${r.round} | ${r.count} | ${kb(r.bytes)} |`);

  const mobile = results.filter((r) => r.formFactor === 'mobile');
  const mobileMeasured = mobile.filter((r) => !r.runtimeError);
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  const maxImages = Math.max(...imageRounds.map((r) => r.bytes));
  console.log('\n| Target | Measured | |');
  console.log('| --- | --- | --- |');
  console.log(
    `| Mobile performance ≥ 95 on every page in every round | ${range(mobileMeasured.map((r) => Number(r.performance)))} (${mobile.length - mobileMeasured.length} not measured) | ${verdict(mobile.every((r) => !r.runtimeError && Number(r.performance) >= 95))} |`,
  );
  console.log(
    `| CLS 0 on every page and form factor | ${range(results.filter((r) => !r.runtimeError).map((r) => Number(r.cls)))} (${results.filter((r) => r.runtimeError).length} not measured) | ${verdict(results.every((r) => !r.runtimeError && r.cls === 0))} |`,
  );
  console.log(
    `| Marketplace first-screen images ≤ ${kb(imageBudget)} at phone width | ${kb(maxImages)} at most | ${verdict(maxImages <= imageBudget)} |`,
  );
} finally {
  await stop();
}
