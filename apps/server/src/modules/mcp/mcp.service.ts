import { listingMessages, type McpClient, mcpMessages } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { findListingRow } from '../listings/listings.service';
import { isEntitledTo } from '../orders/orders.service';
import * as repo from './mcp.repo';
import { buildMcpConfig, type ServerJson } from './mcp-config';
import { assertServerJson } from './server-json';

const listingNotFound = () => new AppError('NOT_FOUND', listingMessages.notFound);

/** A listing's MCP registry `server.json`, kept by its seller, turned into install configs for buyers. */
export const createMcpService = ({ db }: { db: Database }) => {
  const liveListing = async (listingId: string) => {
    const listing = isUuid(listingId) ? await findListingRow(db, listingId) : undefined;
    if (!listing || listing.removedAt) throw listingNotFound();
    return listing;
  };

  return {
    /** The owner attaches or replaces the file; it must follow the registry's schema. */
    putServerJson: async ({
      userId,
      listingId,
      serverJson,
    }: {
      userId: string;
      listingId: string;
      serverJson: unknown;
    }) => {
      const listing = await liveListing(listingId);
      if (listing.userId !== userId)
        throw new AppError('FORBIDDEN', { message: 'You can only edit your own listings.' });
      if (listing.platform !== 'mcp') throw new AppError('CONFLICT', { message: mcpMessages.notMcp });
      assertServerJson(serverJson);
      await repo.upsertServerJson(db, listingId, serverJson as Record<string, unknown>);
      return { serverJson: serverJson as Record<string, unknown> };
    },

    /** The owner's copy, for the edit screen. */
    getServerJson: async ({ userId, listingId }: { userId: string; listingId: string }) => {
      const listing = await liveListing(listingId);
      if (listing.userId !== userId)
        throw new AppError('FORBIDDEN', { message: 'You can only edit your own listings.' });
      const serverJson = await repo.findServerJson(db, listingId);
      if (!serverJson) throw new AppError('NOT_FOUND', { message: mcpMessages.noServer });
      return { serverJson };
    },

    /** For the listing's buyers (and its seller, to try the links); anyone else is refused. */
    configFor: async ({ userId, listingId, client }: { userId: string; listingId: string; client: McpClient }) => {
      const listing = await liveListing(listingId);
      if (listing.userId !== userId && !(await isEntitledTo(db, userId, listingId))) {
        throw new AppError('FORBIDDEN', { message: mcpMessages.notBought });
      }
      const serverJson = await repo.findServerJson(db, listingId);
      if (!serverJson) throw new AppError('NOT_FOUND', { message: mcpMessages.noServer });
      return buildMcpConfig(serverJson as ServerJson, client);
    },
  };
};
