import type { OrderVersions } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/listings/:id/update-notices: a buyer mutes or unmutes the notices of one listing. */
export const setUpdateNotices = ({ listingId, enabled }: { listingId: string; enabled: boolean }) =>
  apiJson(
    'PUT',
    `/api/listings/${encodeURIComponent(listingId)}/update-notices`,
    { enabled },
    contract('updateNoticesResponseSchema'),
  );

/** `orderId`: the order whose versions show the switch; its answer takes the saved state. */
export const useSetUpdateNotices = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpdateNotices,
    onSuccess: (saved) =>
      queryClient.setQueryData<OrderVersions>(queryKeys.releases.ofOrder(orderId), (old) =>
        old ? { ...old, updateNoticesEnabled: saved.enabled } : old,
      ),
    meta: failureMeta((error: unknown) => ({
      title: 'Could Not Change Notices',
      description: serverMessageOr(error, 'Please try again.'),
    })),
  });
};
