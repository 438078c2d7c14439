import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const revokeVersion = ({ listingId, version, reason }: { listingId: string; version: string; reason: string }) =>
  apiJson(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(version)}/revoke`,
    { reason },
    contract('listingVersionSchema'),
  );

type RevokeVersionInput = Parameters<typeof revokeVersion>[0];

export const useRevokeVersion = (options: FailureOption<RevokeVersionInput> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeVersion,
    meta: failureOptionMeta(options),
    // The current version may move down: the listing, its versions and the buyers' orders change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
};
