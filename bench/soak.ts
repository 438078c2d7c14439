/**
 * Sustained mixed traffic against the real server in its own process: SOAK_CONNECTIONS virtual
 * users (50), each with its own account and one call in flight at a time, for SOAK_MINUTES (10).
 *   npx tsx bench/soak.ts                                   # PGlite in a new scratch data folder
 *   bash scripts/scratch-postgres.sh bash -c 'export DATABASE_URL=$TEST_DATABASE_URL; npx tsx bench/soak.ts'
 * Per route: p50/p95/p99, counts, expected 4xx apart from unexpected ones, 5xx and errors. The
 * server's VmRSS is sampled every SOAK_SAMPLE_S seconds (5). After the server stops, the ledger is
 * read from the database: every transaction must sum to zero, and so must all entries together.
 * The server runs with AUTH_RATE_LIMIT=false: 50 accounts signing in again and again from one
 * address is what the sign-in throttle is there to stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from './soak-client';
import { readLedger } from './soak-ledger';
import { rssMb, rssTail } from './soak-rss';
import { failures, summary } from './soak-stats';
import { type Catalogue, runBuyer, runSeller } from './soak-users';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_S ?? 5);
const SELLERS = Math.max(1, Math.round(CONNECTIONS / 10));
const LISTINGS_PER_SELLER = Number(process.env.SOAK_LISTINGS_PER_SELLER ?? 30);
const PORT = Number(process.env.SOAK_PORT ?? 4800);
const origin = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-soak-'));

const startServer = () =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT: 'false',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at/.test(d.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

const stopServer = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const titles = ['Invoice sorter', 'Support chatbot', 'Sales report builder', 'Meeting assistant', 'Lead scorer'];

/** Sellers and their listings, published through the API as the create-listing page does. */
const seedCatalogue = async (client: ReturnType<typeof createClient>) => {
  const sellers = [];
  for (let s = 0; s < SELLERS; s++) sellers.push(await client.signUp(`seller${s}`, 'seller'));
  const listingIds: string[] = [];
  for (const [s, seller] of sellers.entries()) {
    for (let l = 0; l < LISTINGS_PER_SELLER; l++) {
      const title = `${titles[l % titles.length]} ${s}-${l}`;
      const form = new FormData();
      form.set(
        'file',
        new Blob([JSON.stringify({ name: title, steps: ['read', 'sort'] })], { type: 'application/json' }),
        'agent.json',
      );
      form.set('title', title);
      form.set('description', 'Sorts incoming invoices by supplier and due date, every morning.');
      form.set('price', `${(l % 9) + 1}.99`);
      form.set('platform', 'chatgpt');
      form.set('useCase', 'customer-service');
      const res = await client.call<{ id: string }>('setup POST /api/listings', '/api/listings', {
        method: 'POST',
        account: seller,
        form,
      });
      if (!res.body) throw new Error(`listing failed: ${res.status} ${failures.at(-1)}`);
      listingIds.push(res.body.id);
    }
  }
  return { sellers, catalogue: { listingIds, sellerIds: sellers.map((s) => s.id) } satisfies Catalogue };
};

const main = async () => {
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const server = await startServer();
  const pid = server.pid!;
  const client = createClient(origin);
  const load: number[][] = [loadavg()];
  let serverExit: number | null = null;
  try {
    const { sellers, catalogue } = await seedCatalogue(client);
    const buyers = [];
    for (let b = 0; b < CONNECTIONS - SELLERS; b++) buyers.push(await client.signUp(`buyer${b}`, 'buyer'));
    const rssStart = rssMb(pid);

    const totalS = MINUTES * 60;
    const began = performance.now();
    const endAt = began + totalS * 1000;
    const samples: { s: number; mb: number; load1: number }[] = [];
    const sampler = setInterval(() => {
      samples.push({ s: Math.round((performance.now() - began) / 1000), mb: rssMb(pid), load1: loadavg()[0]! });
    }, SAMPLE_S * 1000);
    await Promise.all([
      ...sellers.map((seller) => runSeller(client, seller, endAt)),
      ...buyers.map((buyer) => runBuyer(client, catalogue, buyer, endAt)),
    ]);
    clearInterval(sampler);
    const elapsedS = (performance.now() - began) / 1000;
    const rssEnd = rssMb(pid);
    load.push(loadavg());
    serverExit = await stopServer(server);
    const ledger = await readLedger(dataDir);

    const routes = summary().filter((r) => !r.route.startsWith('setup'));
    const total = routes.reduce((n, r) => n + r.count, 0);
    const warmUpS = Math.min(60, totalS / 4);
    console.log(
      JSON.stringify(
        {
          database,
          minutes: MINUTES,
          connections: CONNECTIONS,
          sellers: SELLERS,
          listings: catalogue.listingIds.length,
          elapsedS: Math.round(elapsedS),
          requests: total,
          reqPerSec: Math.round(total / elapsedS),
          loadAvgBeforeAfter: load.map((l) => l.map((x) => Math.round(x * 10) / 10)),
          loadAvg1mRange: [Math.min(...samples.map((x) => x.load1)), Math.max(...samples.map((x) => x.load1))],
          totals: {
            ok: routes.reduce((n, r) => n + r.ok, 0),
            expected4xx: routes.reduce((n, r) => n + r.expected4xx, 0),
            unexpected4xx: routes.reduce((n, r) => n + r.unexpected4xx, 0),
            server5xx: routes.reduce((n, r) => n + r.server5xx, 0),
            errors: routes.reduce((n, r) => n + r.errors, 0),
          },
          rssMb: {
            beforeLoad: rssStart,
            afterWarmUp: samples.find((x) => x.s >= warmUpS)?.mb,
            end: rssEnd,
            max: Math.max(...samples.map((x) => x.mb)),
            tail: rssTail(samples, totalS, warmUpS),
          },
          rssSamples: samples.map((x) => [x.s, x.mb]),
          ledger,
          serverExit,
          routes,
          failures,
        },
        null,
        1,
      ),
    );
  } finally {
    if (serverExit === null && server.exitCode === null) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
