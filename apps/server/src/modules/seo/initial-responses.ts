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
 * writes them (get-listing.ts, get-listings.ts, seller-agents.tsx, the sellers api files): an
 * answer the app does not ask for is only wasted bytes, it falls back to fetching. The
 * marketplace with filters in its query string is left to the app.
 */
export const firstReadsOf = (pathname: string, search: string): string[] => {
  if (pathname === '/marketplace') return search ? [] : [`/api/listings?limit=${limits.marketplacePageSize}&offset=0`];
  const listingId = idIn(pathname, '/agent');
  if (listingId) return [`/api/listings/${encodeURIComponent(listingId)}`];
  const sellerId = idIn(pathname, '/seller');
  if (sellerId) {
    const id = encodeURIComponent(sellerId);
    const agents = new URLSearchParams({ sellerId, sortBy: 'newest', limit: String(limits.sellerProfileAgents) });
    return [`/api/users/${id}`, `/api/listings?${agents}`, `/api/reviews/seller/${id}`, `/api/users/${id}/reply-time`];
  }
  return [];
};

/**
 * The answers to a page's first reads, to put in its HTML: the app renders from them instead of
 * waiting for a round trip per read after its code has loaded (decision 040). JSON data, not a
 * script: the script policy (decision 032) runs no inline code. Only 200 JSON answers go in.
 */
export const renderInitialResponses = async (urls: string[], readApi: ReadApi) => {
  const answers = await Promise.all(urls.map(async (url) => ({ url, ...(await readApi(url)) })));
  const entries = answers
    .filter((a) => a.status === 200 && a.contentType.startsWith('application/json'))
    .map((a) => `${JSON.stringify(a.url)}:${a.body}`);
  if (entries.length === 0) return '';
  return `<script type="application/json" id="initial-responses">${scriptSafeJsonText(`{${entries.join(',')}}`)}</script>`;
};
