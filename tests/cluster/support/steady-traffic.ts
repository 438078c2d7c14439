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
    const code = res.status >= 400 ? (JSON.parse(text || '{}') as { code?: string }).code : undefined;
    return {
      what,
      status: res.status,
      code,
      retryAfter: res.headers.get('retry-after'),
      ms: Date.now() - started,
      upstream: res.headers.get('x-agentsy-upstream') ?? '',
      at: started,
    };
  } catch (error) {
    return { what, status: 0, error: String(error), ms: Date.now() - started, upstream: '', at: started };
  }
};

/**
 * What users do all day, kept up without pause until stopped: two visitors browse the catalogue
 * (pages, a search, a listing, the landing page) and the demo buyer, signed in, checks the session,
 * saves and unsaves a favourite and writes to the demo seller. Every answer is recorded.
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
  const loops = [browse(0), browse(2), buy()];
  return {
    outcomes,
    /** Answers so far from the app process listening on `port`. */
    servedBy: (port: number) => outcomes.filter((o) => o.upstream.endsWith(`:${port}`)).length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
};
