/**
 * What each virtual user of the soak does, one call after another until the end: a weighted mix
 * of browsing, searching, reading listings, signing in, favourites, purchases with the sandbox
 * test card, downloads, messages and (for sellers) the seller dashboard. Each keeps its own
 * state (what it owns, which favourites are on) so that every call should succeed, except the
 * deliberate second purchase of an owned agent, which must be a 4xx ("Already Purchased").
 */
import { sandboxCards } from '@agentsy/contracts';
import type { Account, Client } from './soak-client';

export type Catalogue = { listingIds: string[]; sellerIds: string[] };

/** Words of the listing titles and one misspelling, so a search also exercises the correction. */
const searchTerms = ['invoice', 'chatbot', 'report', 'assistant', 'invoce', 'chatbto'];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

type Buyer = { account: Account; owned: Set<string>; favourites: Set<string>; conversationId?: string };

const buyerActions = (client: Client, catalogue: Catalogue, buyer: Buyer) => {
  const { call } = client;
  const { account } = buyer;

  const browse = () => call('GET /api/listings (browse)', `/api/listings?offset=${pick([0, 0, 0, 20, 40])}`);
  const search = () =>
    call('GET /api/listings?search', `/api/listings?search=${encodeURIComponent(pick(searchTerms))}`);
  const listing = () => call('GET /api/listings/:id', `/api/listings/${pick(catalogue.listingIds)}`, { account });

  const favourite = async () => {
    const listingId = pick(catalogue.listingIds);
    if (buyer.favourites.has(listingId)) {
      const res = await call('DELETE /api/favorites/:id', `/api/favorites/${listingId}`, { method: 'DELETE', account });
      if (res.status === 200) buyer.favourites.delete(listingId);
    } else {
      const res = await call('POST /api/favorites', '/api/favorites', { method: 'POST', account, json: { listingId } });
      if (res.status === 200) buyer.favourites.add(listingId);
    }
  };

  /** Intent, card, order: the checkout dialog's three calls. */
  const purchase = async () => {
    const notOwned = catalogue.listingIds.filter((id) => !buyer.owned.has(id));
    // One purchase in six, or when nothing is left, is a second purchase of an owned agent.
    if (buyer.owned.size && (!notOwned.length || Math.random() < 1 / 6)) {
      await call('POST /api/create-payment-intent (owned)', '/api/create-payment-intent', {
        method: 'POST',
        account,
        json: { listingId: pick([...buyer.owned]) },
        expect4xx: true,
      });
      return;
    }
    const listingId = pick(notOwned);
    const intent = await call<{ clientSecret: string; paymentIntentId: string }>(
      'POST /api/create-payment-intent',
      '/api/create-payment-intent',
      { method: 'POST', account, json: { listingId } },
    );
    if (!intent.body) return;
    const confirmed = await call('POST /api/payments/sandbox/confirm', '/api/payments/sandbox/confirm', {
      method: 'POST',
      account,
      json: {
        clientSecret: intent.body.clientSecret,
        cardNumber: sandboxCards.success,
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      },
    });
    if (confirmed.status !== 200) return;
    const order = await call('POST /api/process-payment', '/api/process-payment', {
      method: 'POST',
      account,
      json: { paymentIntentId: intent.body.paymentIntentId, listingId },
    });
    if (order.status === 200) buyer.owned.add(listingId);
  };

  /** My Orders, then one link the way the page builds it (lib/download-url.ts in the web app). */
  const download = async () => {
    type Order = { downloadUrl: string | null; downloadToken: string | null };
    const orders = await call<Order[]>('GET /api/orders', '/api/orders', { account });
    const links = (orders.body ?? []).flatMap((o) =>
      o.downloadUrl && o.downloadToken ? [`${o.downloadUrl}?token=${encodeURIComponent(o.downloadToken)}`] : [],
    );
    if (links.length) await call('GET /api/downloads/:orderId', pick(links), { account });
  };

  const message = async () => {
    if (!buyer.conversationId || Math.random() < 0.2) {
      const res = await call<{ id: string }>('POST /api/conversations', '/api/conversations', {
        method: 'POST',
        account,
        json: { receiverId: pick(catalogue.sellerIds), content: 'Does this agent work with my invoices?' },
      });
      if (res.body) buyer.conversationId = res.body.id;
      return;
    }
    await call('POST /api/conversations/:id/messages', `/api/conversations/${buyer.conversationId}/messages`, {
      method: 'POST',
      account,
      json: { content: 'Thanks, one more question about the setup.' },
    });
  };

  const signIn = () => client.signIn(account);

  return { browse, search, listing, favourite, purchase, download, message, signIn };
};

/** Weights of each action for a buyer: mostly reading, as on a marketplace. */
const buyerMix = [
  ['browse', 25],
  ['search', 15],
  ['listing', 20],
  ['favourite', 10],
  ['purchase', 8],
  ['download', 8],
  ['message', 8],
  ['signIn', 6],
] as const;

const weighted = <K extends string>(mix: readonly (readonly [K, number])[]) => {
  const total = mix.reduce((n, [, w]) => n + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [key, w] of mix) {
      r -= w;
      if (r < 0) return key;
    }
    return mix[0]![0];
  };
};

export const runBuyer = async (client: Client, catalogue: Catalogue, account: Account, endAt: number) => {
  const actions = buyerActions(client, catalogue, { account, owned: new Set(), favourites: new Set() });
  const next = weighted(buyerMix);
  while (performance.now() < endAt) await actions[next()]();
};

/** A seller reads the dashboard (analytics, sales) and browses like anyone else. */
export const runSeller = async (client: Client, account: Account, endAt: number) => {
  const { call } = client;
  const actions = {
    analytics: () => call('GET /api/analytics/seller/:id', `/api/analytics/seller/${account.id}`, { account }),
    sales: () => call('GET /api/orders/seller/:id', `/api/orders/seller/${account.id}`, { account }),
    conversations: () => call('GET /api/conversations', '/api/conversations', { account }),
    browse: () => call('GET /api/listings (browse)', '/api/listings'),
    signIn: () => client.signIn(account),
  };
  const next = weighted([
    ['analytics', 35],
    ['sales', 25],
    ['conversations', 15],
    ['browse', 20],
    ['signIn', 5],
  ] as const);
  while (performance.now() < endAt) await actions[next()]();
};
