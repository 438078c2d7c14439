/**
 * The seller's reads through /api/v1 with a token against the same reads through the web app's
 * routes with a session, on one app process of its own (PGlite in a temp folder, or DATABASE_URL):
 *   npx tsx bench/api-v1-reads.ts
 * Cases: the seller's listings (live or not), sales and discount codes. Each round runs every case
 * through both doors, alternating which goes first, so the machine's drift falls on both alike.
 * Target: v1 p95 <= 1.2x web p95 (the token check and its shared per-token counter included).
 * V1_ROUNDS (3), BENCH_SECONDS (8), V1_CONNECTIONS (10), V1_LISTINGS (20), V1_SALES (40),
 * V1_TOKENS (30: each token may make 600 calls a minute, so the load is spread over many; one
 * seller may create 30 tokens an hour, the token route's own limit).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sandboxCards } from '@agentsy/contracts';
import { type LoadResult, load } from './load';
import { startServer, stopServer } from './server-process';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('V1_ROUNDS', 3);
const SECONDS = env('BENCH_SECONDS', 8);
const CONNECTIONS = env('V1_CONNECTIONS', 10);
const LISTINGS = env('V1_LISTINGS', 20);
const SALES = Math.min(env('V1_SALES', 40), 100); // one v1 page holds at most 100
const TOKENS = Math.min(env('V1_TOKENS', 30), 30);
const PORT = 3996;
const origin = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery';

type Session = { cookie: string; userId: string };

const call = async (method: string, url: string, body?: unknown, cookie = '') => {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { origin, cookie, ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
};

const signUp = async (name: string): Promise<Session> => {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@bench.agentsy.dev`;
  const res = await call('POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: ((await res.json()) as { user: { id: string } }).user.id };
};

const createListing = async (seller: Session, i: number) => {
  const form = new FormData();
  const fields = { title: `Read Bench Agent ${i}`, description: 'Read through both doors', price: '9.00' };
  for (const [k, v] of Object.entries({ ...fields, platform: 'python', useCase: 'productivity' })) form.append(k, v);
  form.append('file', new Blob([JSON.stringify({ agent: i })]), 'agent.json');
  return ((await (await call('POST', '/api/listings', form, seller.cookie)).json()) as { id: string }).id;
};

/** The sandbox checkout; the listing is buyable once its first version's scan is clean. */
const buy = async (buyer: Session, listingId: string) => {
  for (let tries = 0; ; tries += 1) {
    try {
      const intent = await call('POST', '/api/create-payment-intent', { listingId }, buyer.cookie);
      const { clientSecret, paymentIntentId } = (await intent.json()) as Record<string, string>;
      const card = { cardNumber: sandboxCards.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 2 };
      await call('POST', '/api/payments/sandbox/confirm', { clientSecret, ...card, cvc: '123' }, buyer.cookie);
      await call('POST', '/api/process-payment', { paymentIntentId, listingId }, buyer.cookie);
      return;
    } catch (error) {
      if (tries > 100) throw error;
      await delay(100);
    }
  }
};

const seed = async () => {
  const seller = await signUp('Read Bench Seller');
  const listings: string[] = [];
  for (let i = 0; i < LISTINGS; i += 1) listings.push(await createListing(seller, i));
  for (let i = 0; i < SALES; i += 1) await buy(await signUp(`Read Bench Buyer ${i}`), listings[i % listings.length]!);
  for (const [i, code] of ['SPRING-10', 'LAUNCH', 'FRIENDS', 'BULK-5', 'VIP'].entries()) {
    await call('POST', '/api/discounts', { code, type: 'percent', value: 5 + i }, seller.cookie);
  }
  const tokens: string[] = [];
  for (let i = 0; i < TOKENS; i += 1) {
    const scopes = ['listings:read', 'orders:read', 'discounts:write'];
    const res = await call('POST', '/api/tokens', { name: `read bench ${i}`, scopes }, seller.cookie);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return { seller, tokens };
};

/** Each case: the web app's call and the /api/v1 call that answers the same rows. */
const casesOf = (seller: Session) => [
  { name: 'listings', web: `/api/listings?sellerId=me&includeInactive=true&limit=20`, v1: '/api/v1/listings?limit=20' },
  { name: 'sales', web: `/api/orders/seller/${seller.userId}`, v1: `/api/v1/sales?limit=${SALES}` },
  { name: 'discount codes', web: '/api/discounts', v1: '/api/v1/discounts' },
];

const app = await startServer('apps/server/src/main.ts', PORT, {
  AUTH_RATE_LIMIT: 'false',
  LISTINGS_CACHE_MS: '0',
  PUBLIC_URL: origin,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-v1-')),
});
type Row = { name: string; web: LoadResult[]; v1: LoadResult[] };
const rows: Row[] = [];
try {
  const started = performance.now();
  const { seller, tokens } = await seed();
  console.log(
    `seeded ${LISTINGS} listings, ${SALES} sales, ${TOKENS} tokens in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const cases = casesOf(seller);
  for (const c of cases) rows.push({ name: c.name, web: [], v1: [] });
  const run = (door: 'web' | 'v1', url: string) =>
    door === 'web'
      ? load({ origin, paths: [url], headers: { cookie: seller.cookie }, connections: CONNECTIONS, durationS: SECONDS })
      : load({
          origin,
          paths: tokens.map(() => url),
          pathHeaders: tokens.map((token) => ({ authorization: `Bearer ${token}` })),
          connections: CONNECTIONS,
          durationS: SECONDS,
        });
  // Warm-up: both doors once, not counted.
  for (const c of cases) for (const door of ['web', 'v1'] as const) await run(door, c[door]).catch(() => undefined);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['web', 'v1'] as const) : (['v1', 'web'] as const);
    for (const [i, c] of cases.entries()) {
      for (const door of order) rows[i]![door].push(await run(door, c[door]));
    }
  }
} finally {
  await stopServer(app);
}

const range = (values: number[], unit = '') => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? `${lo}${unit}` : `${lo}–${hi}${unit}`;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `\n${ROUNDS} alternating rounds, ${CONNECTIONS} connections, ${SECONDS} s each; target v1 p95 <= 1.2x web p95\n`,
);
console.log('| Read | web p95 | v1 p95 | web req/s | v1 req/s | v1/web p95 (median) | non-2xx web/v1 | target |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { name, web, v1 } of rows) {
  const ratio = median(v1.map((r) => r.p95ms)) / median(web.map((r) => r.p95ms));
  const bad = (rs: LoadResult[]) => rs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  console.log(
    `| ${name} | ${range(
      web.map((r) => r.p95ms),
      ' ms',
    )} | ${range(
      v1.map((r) => r.p95ms),
      ' ms',
    )} | ${range(web.map((r) => r.reqPerSec))} | ${range(v1.map((r) => r.reqPerSec))} | ${ratio.toFixed(2)}x | ${bad(web)}/${bad(v1)} | ${ratio <= 1.2 ? 'met' : 'missed'} |`,
  );
}
