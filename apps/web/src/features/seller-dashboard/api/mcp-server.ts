import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/listings/:id/mcp-server: the seller attaches or replaces the listing's server.json. */
export const useSaveMcpServer = (listingId: string, options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: (serverJson: Record<string, unknown>) =>
      apiJson(
        'PUT',
        `/api/listings/${encodeURIComponent(listingId)}/mcp-server`,
        serverJson,
        contract('mcpServerStateSchema'),
      ),
    // The install links built from the file change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.detail(listingId) }),
  });
};
