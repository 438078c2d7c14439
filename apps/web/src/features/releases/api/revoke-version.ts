import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const revokeVersion = ({ listingId, version, reason }: { listingId: string; version: string; reason: string }) =>
  apiJson(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(version)}/revoke`,
    { reason },
    contract('listingVersionSchema'),
  );

export const useRevokeVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeVersion,
    // The current version may move down: the listing, its versions and the buyers' orders change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
};
