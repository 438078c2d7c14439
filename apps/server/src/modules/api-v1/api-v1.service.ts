import type { ListingsQuery } from '@agentsy/contracts';
import { AppError } from '../../lib/app-error';
import type { viewerOf } from '../../plugins/admin-guard';
import type { UploadPart } from '../../storage/file-intake';
import type { ListingsService } from '../listings/listings.service';
import type { OrdersService } from '../orders/orders.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { ReleasesService } from '../releases/releases.service';
import { decodeSalesCursor, encodeSalesCursor } from './sales-cursor';

type Deps = { listings: ListingsService; releases: ReleasesService; orders: OrdersService; refunds: RefundsService };
type Caller = ReturnType<typeof viewerOf>;

/**
 * The seller API: the same services the web app calls, each call first narrowed to the
 * caller's own listings, so another seller's listing is a 404 whatever the service would allow.
 */
export const createApiV1Service = ({ listings, releases, orders, refunds }: Deps) => {
  const own = (caller: Caller, listingId: string) => listings.getOwnListing(listingId, caller.id);

  return {
    /** The JSON text of `{ data }`: the page is already JSON written by the database. */
    listListings: async (caller: Caller, { limit, offset }: { limit: number; offset: number }) => {
      const query = { sellerId: 'me', includeInactive: 'true', limit, offset } as ListingsQuery;
      return `{"data":${await listings.listListings({ query, viewerId: caller.id })}}`;
    },

    getListing: own,

    createListing: (caller: Caller, parts: AsyncIterable<UploadPart>) =>
      listings.createListing({ userId: caller.id, parts }),

    updateListing: async (
      caller: Caller,
      listingId: string,
      patch: Parameters<ListingsService['updateListing']>[0]['patch'],
    ) => {
      await own(caller, listingId);
      return listings.updateListing({ viewer: caller, listingId, patch });
    },

    listVersions: async (caller: Caller, listingId: string) => {
      await own(caller, listingId);
      return { data: await releases.list({ viewer: caller, listingId }) };
    },

    publishVersion: async (caller: Caller, listingId: string, parts: AsyncIterable<UploadPart>) => {
      await own(caller, listingId);
      return releases.publish({ viewer: caller, listingId, parts });
    },

    revokeVersion: async (caller: Caller, listingId: string, version: string, reason: string) => {
      await own(caller, listingId);
      return releases.revoke({ viewer: caller, listingId, version, body: { reason } });
    },

    listSales: async (caller: Caller, { limit, cursor }: { limit: number; cursor?: string }) => {
      const afterId = cursor === undefined ? undefined : decodeSalesCursor(cursor);
      if (cursor !== undefined && !afterId) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'cursor is not one this API gave out',
          fields: { cursor: 'cursor is not one this API gave out' },
        });
      }
      // One more than asked tells whether a next page exists without counting.
      const rows = await orders.listSellerOrdersPage({ sellerId: caller.id, afterId, limit: limit + 1 });
      const data = rows.slice(0, limit);
      return { data, nextCursor: rows.length > limit ? encodeSalesCursor(data.at(-1)!.id) : null };
    },

    listRefunds: async (caller: Caller, status?: Parameters<RefundsService['listRefunds']>[0]['status']) => ({
      data: await refunds.listRefunds({ userId: caller.id, as: 'seller', status }),
    }),
  };
};

export type ApiV1Service = ReturnType<typeof createApiV1Service>;
