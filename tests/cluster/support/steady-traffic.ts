import { inject } from 'vitest';
import { demoAccount } from './demo-accounts';
import { createVisitor } from './visitor';

/** One request of the steady traffic, as its client saw it. */
export type Outcome = {
  what: string;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  error?: string;
  code?: string;
  /** A successful JSON answer's body (the purchase steps read their ids from it). */
  body?: unknown;
  /** Set-Cookie lines of the answer (a shopper's session after sign-up). */
  cookies: string[];
  retryAfter?: string | null;
  ms: number;
  upstream: string;
  at: number;
};

/** Longer than any answer may take; a request cut here is recorded as failed. */
const REQUEST_TIMEOUT_MS = 15_000;

const ask = async (what: string, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Outcome> => {
  const base = inject('clusterUrl');
  const started = Date.now();
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        origin: base,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('application/json') ? JSON.parse(text || 'null') : undefined;
    return {
      what,
      status: res.status,
      code: res.status >= 400 ? (json as { code?: string } | undefined)?.code : undefined,
      body: res.status < 400 ? json : undefined,
      cookies: res.headers.getSetCookie(),
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - started,
      upstream: res.headers.get('x-agentsy-upstream') ?? '',
      at: started,
    };
  } catch (error) {
    return { what, status: 0, error: String(error), ms: Date.now() - started, upstream: '', at: started, cookies: [] };
  }
};

type Ask = (what: string, path: string, init?: RequestInit & { cookie?: string }) => Promise<Outcome>;

/**
 * A new account buying paid agents one after another with the sandbox card, downloading each:
 * intent, card, order, file. A step that fails ends that purchase; the next one starts afresh.
 */
const shopOnce = async (ask: Ask, record: (o: Outcome) => void, isRunning: () => boolean, n: number) => {
  const email = `shopper-${n}-${Date.now().toString(36)}@test.agentsy.dev`;
  const account = { name: 'Steady Shopper', email, password: 'Quiet-Harbour-Lantern-93' };
  const signedUp = await ask('sign up', '/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(account) });
  record(signedUp);
  // Refused (the database-loss test expects that): the next shopper tries again.
  if (signedUp.status !== 200) return { email, bought: [] };
  const cookie = signedUp.cookies.map((c) => c.split(';')[0]).join('; ');
  const catalogue = await ask('page 1', '/api/listings?limit=48', { cookie });
  record(catalogue);
  const forSale = ((catalogue.body as { id: string; price: string }[] | undefined) ?? []).filter(
    (l) => Number(l.price) > 0,
  );
  const step = async (what: string, path: string, body?: object) => {
    const outcome = await ask(what, path, body ? { method: 'POST', cookie, body: JSON.stringify(body) } : { cookie });
    record(outcome);
    return outcome;
  };
  const bought: string[] = [];
  for (const listing of forSale) {
    if (!isRunning()) break;
    const intent = await step('buy: intent', '/api/create-payment-intent', { listingId: listing.id });
    if (intent.status !== 200) continue;
    const { clientSecret, paymentIntentId } = intent.body as { clientSecret: string; paymentIntentId: string };
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    if ((await step('buy: card', '/api/payments/sandbox/confirm', { clientSecret, ...card })).status !== 200) continue;
    const order = await step('buy: order', '/api/process-payment', { paymentIntentId, listingId: listing.id });
    if (order.status !== 200) continue;
    bought.push(listing.id);
    const { downloadUrl, downloadToken } = order.body as { downloadUrl: string; downloadToken: string };
    await step('buy: download', `${downloadUrl}?token=${encodeURIComponent(downloadToken)}`);
  }
  return { email, bought };
};

/** Shoppers one after another, each buying the catalogue's first page, until stopped. */
const shop = async (ask: Ask, record: (o: Outcome) => void, isRunning: () => boolean) => {
  const shoppers: { email: string; bought: string[] }[] = [];
  for (let n = 1; isRunning(); n += 1) shoppers.push(await shopOnce(ask, record, isRunning, n));
  return shoppers;
};

/**
 * What users do all day, kept up without pause until stopped: two visitors browse the catalogue
 * (pages, a search, a listing, the landing page), the demo buyer, signed in, checks the session,
 * saves and unsaves a favourite and writes to the demo seller, and a new shopper buys and
 * downloads paid agents. Every answer is recorded.
 */
export const startSteadyTraffic = async () => {
  const buyer = createVisitor();
  const { email, password } = demoAccount('buyer');
  await buyer.signIn(email, password);
  const cookie = buyer.cookieHeader();
  const listings = (await buyer.get('/api/listings?limit=12')).json<{ id: string; userId: string }[]>();
  if (listings.length < 2) throw new Error('the demo catalogue has no listings to browse');
  const sellerId = listings[0]!.userId;
  const started = await buyer.post('/api/conversations', {
    receiverId: sellerId,
    content: 'Steady traffic says hello',
  });
  const conversationId = started.json<{ id: string }>().id;
  const favourite = listings[1]!.id;
  // The buyer's favourite state is known before the first toggle.
  await ask('unsave', `/api/favorites/${favourite}`, { method: 'DELETE', cookie });

  const outcomes: Outcome[] = [];
  let running = true;
  const browse = async (n: number) => {
    for (let i = n; running; i += 1) {
      const listing = listings[i % listings.length]!;
      const step = [
        () => ask('page 1', '/api/listings?limit=12'),
        () => ask('search', '/api/listings?search=assistant&limit=12'),
        () => ask('listing', `/api/listings/${listing.id}`),
        () => ask('landing page', '/'),
      ][i % 4]!;
      outcomes.push(await step());
    }
  };
  const buy = async () => {
    for (let i = 0; running; i += 1) {
      const step = [
        () => ask('session', '/api/auth/user', { cookie }),
        () => ask('save', '/api/favorites', { method: 'POST', cookie, body: JSON.stringify({ listingId: favourite }) }),
        () =>
          ask('message', `/api/conversations/${conversationId}/messages`, {
            method: 'POST',
            cookie,
            body: JSON.stringify({ content: `Steady message ${i}` }),
          }),
        () => ask('unsave', `/api/favorites/${favourite}`, { method: 'DELETE', cookie }),
      ][i % 4]!;
      outcomes.push(await step());
    }
  };
  const shopping = shop(
    ask,
    (o) => outcomes.push(o),
    () => running,
  );
  const loops = [browse(0), browse(2), buy(), shopping];
  return {
    outcomes,
    /** Each shopper's e-mail and the listings it bought (complete after stop). */
    shopping,
    /** Answers so far from the app process listening on `port`. */
    servedBy: (port: number) => outcomes.filter((o) => o.upstream.endsWith(`:${port}`)).length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
};
