import { limits } from '@agentsy/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { listingQueryOptions } from '@/features/listings/api/get-listing';
import { listingsCountQueryOptions, marketplaceListingsQueryOptions } from '@/features/listings/api/get-listings';
import { emptyFilters, toListingsParams } from '@/features/listings/components/marketplace/marketplace-filters';
import { listingVersionsQueryOptions } from '@/features/releases/api/get-listing-versions';
import { createQueryClient } from '@/lib/query-client';
import { forgetRequestsSent, requestsSent } from '@/test/api-server';
import { testListing, testListingDetail } from '@/test/listings';
import { loadPageModulesAfreshEachTest, pageWith } from '@/test/page-with-answers';
import { testVersion } from '@/test/releases';

loadPageModulesAfreshEachTest();

describe('answers sent with the page go into the cache under the keys the page reads', () => {
  it('the marketplace without filters: its first page and its count', async () => {
    window.history.replaceState(null, '', '/marketplace');
    const listing = testListing();
    pageWith({
      [`/api/listings?limit=${limits.marketplacePageSize}&offset=0`]: [listing],
      '/api/listings/count': { total: 1, isAtLeast: false },
    });
    const { primeFirstReads } = await import('./first-reads');
    const queryClient = createQueryClient();
    await primeFirstReads(queryClient, '/marketplace', '');
    const key = marketplaceListingsQueryOptions(toListingsParams(emptyFilters)).queryKey;
    expect(queryClient.getQueryData(key)?.pages).toEqual([[listing]]);
    const countKey = listingsCountQueryOptions(toListingsParams(emptyFilters)).queryKey;
    expect(queryClient.getQueryData(countKey)).toEqual({ total: 1, isAtLeast: false });
    expect(requestsSent()).toEqual([]);
  });

  it('a listing page: the listing and its versions, and nothing is fetched for a page without answers', async () => {
    const listing = testListingDetail();
    const versions = [testVersion({ listingId: listing.id, version: '1.1.0', changelog: 'Faster' })];
    pageWith({ [`/api/listings/${listing.id}`]: listing, [`/api/listings/${listing.id}/versions`]: versions });
    const { primeFirstReads } = await import('./first-reads');
    const queryClient = createQueryClient();
    await primeFirstReads(queryClient, `/agent/${listing.id}`, '');
    expect(queryClient.getQueryData(listingQueryOptions(listing.id).queryKey)).toEqual(listing);
    expect(queryClient.getQueryData(listingVersionsQueryOptions(listing.id).queryKey)).toEqual(versions);
    expect(requestsSent()).toEqual([]);

    document.body.innerHTML = '';
    vi.resetModules();
    forgetRequestsSent();
    const fresh = await import('./first-reads');
    await fresh.primeFirstReads(createQueryClient(), '/agent/x', '');
    expect(requestsSent()).toEqual([]);
  });
});
