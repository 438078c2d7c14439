/**
 * Load test of browsing: the real server (separate process) and the bare route, one after the
 * other (PGlite allows one process per data folder), 20 connections, every latency recorded.
 *   npx tsx bench/seed-listings.ts && npx tsx bench/browse.ts
 *   DATABASE_URL=postgres://... npx tsx bench/browse.ts
 * BENCH_RUNS picks the servers: app (response cache on), app-nocache (LISTINGS_CACHE_MS=0), bare;
 * a server named twice is measured twice (alternating runs show the machine's drift).
 * BENCH_CASES picks the requests: page1, search, typo, terms, and (after seed-models.ts) model,
 * current, model-current: the marketplace's model filters, to set against page1.
 * The app runs without its scheduled jobs (JOBS=false unless set): on a freshly seeded catalogue
 * the version backfill would otherwise work through 100,000 listings under the measurement.
 */
import { load } from './load';
import { startServer as start, stopServer as stop } from './server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH = process.env.BENCH_SEARCH ?? 'chatbot';
const RUNS = (process.env.BENCH_RUNS ?? 'app,app-nocache,bare').split(',');
const CASES = new Set((process.env.BENCH_CASES ?? 'page1,search,typo,terms').split(','));

/** Words of the seeded titles and tags, and typos of them: a spread no cache can hold still. */
const manyTerms = [
  'chatbot',
  'assistant',
  'workflow',
  'automation',
  'analyzer',
  'generator',
  'scheduler',
  'builder',
  'customer support',
  'email campaign',
  'csv',
  'sales report',
  'social media',
  'lead',
  'invoice',
  'meeting notes',
  'blog post',
  'budget',
  'translation',
  'research',
  'chatbto',
  'asistant',
  'schedular',
  'invoce',
  'analyser',
  'genrator',
];

const measure = async (label: string, origin: string, paths: string[]) => {
  await load({ origin, paths, durationS: 2 }); // warm-up
  const r = await load({ origin, paths, durationS: DURATION_S });
  console.log(JSON.stringify({ label, ...r }));
};

const MODEL = process.env.BENCH_MODEL ?? 'gpt-5';

const suite = async (name: string, origin: string, route: string) => {
  if (CASES.has('page1')) await measure(`${name} ${route} (page 1)`, origin, [route]);
  // The bare route knows no model filters.
  if (name !== 'bare') {
    if (CASES.has('model')) await measure(`${name} ${route}?model=${MODEL}`, origin, [`${route}?model=${MODEL}`]);
    if (CASES.has('current'))
      await measure(`${name} ${route}?currentModels=true`, origin, [`${route}?currentModels=true`]);
    if (CASES.has('model-current'))
      await measure(`${name} ${route}?model=${MODEL}&currentModels=true`, origin, [
        `${route}?model=${MODEL}&currentModels=true`,
      ]);
  }
  if (CASES.has('search'))
    await measure(`${name} ${route}?search=${SEARCH}`, origin, [`${route}?search=${encodeURIComponent(SEARCH)}`]);
  if (CASES.has('typo')) await measure(`${name} ${route}?search=chatbto (typo)`, origin, [`${route}?search=chatbto`]);
  if (CASES.has('terms'))
    await measure(
      `${name} ${route}?search=<${manyTerms.length} terms in turn>`,
      origin,
      manyTerms.map((t) => `${route}?search=${encodeURIComponent(t)}`),
    );
};

for (const run of RUNS) {
  if (run === 'bare') {
    const bare = await start('bench/bare-server.ts', 3998);
    await suite('bare', 'http://127.0.0.1:3998', '/bare/listings');
    await stop(bare);
  } else {
    const cacheMs = run === 'app-nocache' ? '0' : (process.env.LISTINGS_CACHE_MS ?? '');
    const app = await start('apps/server/src/main.ts', 3997, {
      LISTINGS_CACHE_MS: cacheMs,
      JOBS: process.env.JOBS ?? 'false',
    });
    await suite(run, 'http://127.0.0.1:3997', '/api/listings');
    await stop(app);
  }
}
