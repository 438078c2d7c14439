// Lighthouse 13 on the production build: /, /marketplace, a listing and a seller page, mobile
// (simulated slow 4G, 4x CPU) and desktop, on Debian's Chromium.
// Usage: npx tsx bench/lighthouse.ts [runs]   (LH_SKIP_BUILD=1 reuses the last `npm run build`;
// LH_JSON=file writes every run's scores and metrics as JSON)
// Starts the server on a scratch data folder (demo data seeded on first start), prints a
// Markdown table of score ranges over the runs, and stops everything it started.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBuiltServer } from '../scripts/built-server';

const runs = Number(process.argv[2] ?? 2);
const root = path.resolve(import.meta.dirname, '..');
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

if (!process.env.LH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-lighthouse-'));
const server = await startBuiltServer({ dataDir });
const base = server.url;

let chrome: chromeLauncher.LaunchedChrome | undefined;
const stop = async () => {
  await chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const [listing] = await (await fetch(`${base}/api/listings?limit=1&sortBy=popular`)).json();
  if (!listing) throw new Error('the demo data has no listing');
  const pages = ['/', '/marketplace', `/agent/${listing.id}`, `/seller/${listing.userId}`];

  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  type Result = Record<string, unknown> & { page: string; formFactor: string; lcpMs: number; runtimeError?: string };
  const results: Result[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const page of pages) {
        const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
        const { lhr } = await lighthouse(
          `${base}${page}`,
          options,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const audit = (id: string) => lhr.audits[id]?.numericValue;
        const scores = Object.fromEntries(
          categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        );
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id);
        const result = {
          run,
          formFactor,
          page: page.replace(/\/[0-9a-f-]{20,}$|\/[A-Za-z0-9]{20,}$/, '/:id'),
          ...scores,
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Number(audit('cumulative-layout-shift')?.toFixed(3)),
          tbtMs: Math.round(audit('total-blocking-time')),
          // A run Lighthouse could not measure (it names why, such as NO_LCP) has no metrics.
          runtimeError: lhr.runtimeError?.code,
          failed,
        };
        results.push(result);
        console.error(JSON.stringify(result));
      }
    }
  }
  if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify(results, null, 2));

  const range = (values: number[], unit = '') => {
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    return lo === hi ? `${lo}${unit}` : `${lo}–${hi}${unit}`;
  };
  console.log(
    '| Page | Form factor | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | Runs not measured |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of [...new Set(results.map((r) => r.page))]) {
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
} finally {
  await stop();
}
