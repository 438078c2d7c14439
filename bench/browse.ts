/**
 * Load test of browsing: the real server (separate process) and the bare route, one after the
 * other (PGlite allows one process per data folder), 20 connections, every latency recorded.
 *   npx tsx bench/seed-listings.ts && npx tsx bench/browse.ts
 *   DATABASE_URL=postgres://... npx tsx bench/browse.ts
 * BENCH_RUNS picks the servers: app (response cache on), app-nocache (LISTINGS_CACHE_MS=0), bare;
 * a server named twice is measured twice (alternating runs show the machine's drift).
 * BENCH_CASES picks the requests: page1, search, typo, terms, and (after seed-models.ts) model,
 * current, model-current: the marketplace's model filters, to set against page1.
 * page1 and the model cases are measured interleaved: BENCH_SECONDS / BENCH_SLICE_SECONDS rounds,
 * each giving every case one slice (1 s unless set) in an order that rotates from round to round,
 * and each case's p95 is over its slices pooled. Measured one after the other, the first case
 * after the server's start (page 1) ran on a colder process and page cache than the rest, and
 * the machine's drift over the minutes between cases went into the ratio: on a quiet machine
 * the same build gave currentModels 0.66x and 1.22x of page 1 in two runs. Interleaved, each
 * case sees the same minutes; the summary line gives each filter's p95 as a ratio of page 1's.
 * The other cases (search, typo, terms) are measured one after the other, as before.
 * The app runs without its scheduled jobs (JOBS=false unless set): on a freshly seeded catalogue
 * the version backfill would otherwise work through 100,000 listings under the measurement.
 */
import { type LoadResult, load, summarize } from './load';
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
const SLICE_S = Number(process.env.BENCH_SLICE_SECONDS ?? 1);

/** page1 and the model cases in rotating slices of the same minutes (see the header). */
const interleaved = async (name: string, origin: string, cases: [string, string][]) => {
  await load({ origin, paths: cases.map(([, path]) => path), durationS: 2 }); // warm-up, all of them
  const pooled = cases.map(() => ({ latencies: [] as number[], seconds: 0, non2xx: 0, errors: 0 }));
  const rounds = Math.max(1, Math.round(DURATION_S / SLICE_S));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < cases.length; k++) {
      const i = (round + k) % cases.length;
      const into = pooled[i]!;
      const began = performance.now();
      const r = await load({ origin, paths: [cases[i]![1]], durationS: SLICE_S, latencies: into.latencies });
      into.seconds += (performance.now() - began) / 1000;
      into.non2xx += r.non2xx;
      into.errors += r.errors;
    }
  }
  const results: LoadResult[] = pooled.map((p) => summarize(p.latencies, p.seconds, p.non2xx, p.errors));
  for (const [i, [, path]] of cases.entries())
    console.log(JSON.stringify({ label: `${name} ${path}`, rounds, ...results[i] }));
  const base = results[0]!.p95ms;
  const ratios = Object.fromEntries(cases.slice(1).map(([c], i) => [c, round2(results[i + 1]!.p95ms / base)]));
  console.log(JSON.stringify({ label: `${name} p95 against ${cases[0]![0]}`, ...ratios }));
};

const round2 = (n: number) => Math.round(n * 100) / 100;

const suite = async (name: string, origin: string, route: string) => {
  // The bare route knows no model filters.
  const modelCases: [string, string][] =
    name === 'bare'
      ? []
      : (
          [
            ['model', `?model=${MODEL}`],
            ['current', '?currentModels=true'],
            ['model-current', `?model=${MODEL}&currentModels=true`],
          ] as const
        )
          .filter(([c]) => CASES.has(c))
          .map(([c, query]) => [c, `${route}${query}`]);
  if (CASES.has('page1') && modelCases.length) await interleaved(name, origin, [['page1', route], ...modelCases]);
  else {
    if (CASES.has('page1')) await measure(`${name} ${route} (page 1)`, origin, [route]);
    for (const [, path] of modelCases) await measure(`${name} ${path}`, origin, [path]);
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
