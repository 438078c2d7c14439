import { limits } from '@agentsy/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { hasInitialResponses } from '@/lib/initial-responses';

/** The id in `prefix/:id`, decoded as the router hands it to the page. */
const idIn = (pathname: string, prefix: string) => {
  const match = new RegExp(`^${prefix}/([^/]+)$`).exec(pathname);
  try {
    return match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Puts the answers the server sent with the page (lib/initial-responses.ts) into the query cache
 * under the keys the page reads, before its first render: the page then renders its content at
 * once instead of a skeleton first. The same reads as apps/server/src/modules/seo/
 * initial-responses.ts; without answers in the page nothing is fetched here. The server's render
 * of the page (server-render.tsx) primes its cache the same way.
 */
export const primeFirstReads = async (queryClient: QueryClient, pathname: string, search: string) => {
  if (!hasInitialResponses()) return;
  if (pathname === '/marketplace' && !search) {
    const { listingsCountQueryOptions, marketplaceListingsQueryOptions } = await import(
      '@/features/listings/api/get-listings'
    );
    await Promise.all([
      queryClient.prefetchInfiniteQuery(marketplaceListingsQueryOptions({})),
      queryClient.prefetchQuery(listingsCountQueryOptions({})),
    ]);
    return;
  }
  const listingId = idIn(pathname, '/agent');
  if (listingId) {
    const [{ listingQueryOptions }, { listingVersionsQueryOptions }] = await Promise.all([
      import('@/features/listings/api/get-listing'),
      import('@/features/releases/api/get-listing-versions'),
    ]);
    await Promise.all([
      queryClient.prefetchQuery(listingQueryOptions(listingId)),
      queryClient.prefetchQuery(listingVersionsQueryOptions(listingId)),
    ]);
    return;
  }
  const sellerId = idIn(pathname, '/seller');
  if (sellerId) {
    const [listings, profile, reviews, replyTime] = await Promise.all([
      import('@/features/listings/api/get-listings'),
      import('@/features/sellers/api/get-public-profile'),
      import('@/features/sellers/api/get-seller-reviews'),
      import('@/features/sellers/api/get-reply-time'),
    ]);
    await Promise.all([
      queryClient.prefetchQuery(profile.publicProfileQueryOptions(sellerId)),
      queryClient.prefetchQuery(
        listings.listingsQueryOptions({ sellerId, sortBy: 'newest', limit: limits.sellerProfileAgents }),
      ),
      queryClient.prefetchQuery(reviews.sellerReviewsQueryOptions(sellerId)),
      queryClient.prefetchQuery(replyTime.replyTimeQueryOptions(sellerId)),
    ]);
  }
};
