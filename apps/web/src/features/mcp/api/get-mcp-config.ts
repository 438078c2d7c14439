import type { McpClient } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/listings/:id/mcp-config for one client; 404 when the listing has no server.json. */
export const getMcpConfig = (listingId: string, client: McpClient) =>
  apiJson(
    'GET',
    `/api/listings/${encodeURIComponent(listingId)}/mcp-config?client=${client}`,
    undefined,
    contract('mcpConfigSchema'),
  );

export const mcpConfigQueryOptions = (listingId: string, client: McpClient) =>
  queryOptions({
    queryKey: queryKeys.listings.mcpConfig(listingId, client),
    queryFn: () => getMcpConfig(listingId, client),
    retry: false,
  });

export const useMcpConfig = (listingId: string, client: McpClient) =>
  useQuery(mcpConfigQueryOptions(listingId, client));
