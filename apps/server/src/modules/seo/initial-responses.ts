import { limits } from '@agentsy/contracts/constants';
import { scriptSafeJsonText } from './page-head';

/** Answers one API read as the web app would get it, without a session. */
export type ReadApi = (url: string) => Promise<{ status: number; contentType: string; body: string }>;

/** The id in `prefix/:id`, as the app writes it in its API paths; a broken %-escape names nothing. */
const idIn = (path: string, prefix: string) => {
  const match = new RegExp(`^${prefix}/([^/]+)$`).exec(path);
  try {
    return match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The API reads a visitor's first render of a page makes, with their URLs written as the web app
 * writes them (get-listing.ts, get-listing-versions.ts, get-listings.ts, seller-agents.tsx, the sellers api files): an
 * answer the app does not ask for is only wasted bytes, it falls back to fetching. The
 * marketplace with filters in its query string is left to the app.
 */
export const firstReadsOf = (pathname: string, search: string): string[] => {
  if (pathname === '/marketplace') {
    return search ? [] : [`/api/listings?limit=${limits.marketplacePageSize}&offset=0`, '/api/listings/count'];
  }
  const listingId = idIn(pathname, '/agent');
  if (listingId) {
    const id = encodeURIComponent(listingId);
    // The listing and its Releases section (get-listing-versions.ts), both in the rendered page.
    return [`/api/listings/${id}`, `/api/listings/${id}/versions`];
  }
  const sellerId = idIn(pathname, '/seller');
  if (sellerId) {
    const id = encodeURIComponent(sellerId);
    const agents = new URLSearchParams({ sellerId, sortBy: 'newest', limit: String(limits.sellerProfileAgents) });
    return [`/api/users/${id}`, `/api/listings?${agents}`, `/api/reviews/seller/${id}`, `/api/users/${id}/reply-time`];
  }
  return [];
};

export type InitialResponses = {
  /** The bodies of the reads that answered 200 with JSON, by URL. */
  answers: Record<string, unknown>;
  /** Whether every read answered: only then can the page be rendered from them. */
  complete: boolean;
  /** The answers as the data element the page carries for the app, or '' when there are none. */
  html: string;
};

/**
 * The answers to a page's first reads, to put in its HTML: the app renders from them instead of
 * waiting for a round trip per read after its code has loaded (decision 040), and the server
 * renders the page from them (decision 043). JSON data, not a script: the script policy
 * (decision 032) runs no inline code. Only 200 JSON answers go in.
 */
export const readInitialResponses = async (urls: string[], readApi: ReadApi): Promise<InitialResponses> => {
  const answered = (await Promise.all(urls.map(async (url) => ({ url, ...(await readApi(url)) })))).filter(
    (a) => a.status === 200 && a.contentType.startsWith('application/json'),
  );
  const answers = Object.fromEntries(answered.map((a) => [a.url, JSON.parse(a.body) as unknown]));
  const entries = answered.map((a) => `${JSON.stringify(a.url)}:${a.body}`);
  const html = entries.length
    ? `<script type="application/json" id="initial-responses">${scriptSafeJsonText(`{${entries.join(',')}}`)}</script>`
    : '';
  return { answers, complete: urls.length > 0 && answered.length === urls.length, html };
};
