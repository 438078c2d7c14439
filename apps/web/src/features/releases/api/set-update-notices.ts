import { useMutation } from '@tanstack/react-query';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';

/** PUT /api/listings/:id/update-notices: a buyer mutes or unmutes the notices of one listing. */
export const setUpdateNotices = ({ listingId, enabled }: { listingId: string; enabled: boolean }) =>
  apiJson(
    'PUT',
    `/api/listings/${encodeURIComponent(listingId)}/update-notices`,
    { enabled },
    contract('updateNoticesResponseSchema'),
  );

export const useSetUpdateNotices = () =>
  useMutation({
    mutationFn: setUpdateNotices,
    meta: failureMeta((error: unknown) => ({
      title: 'Could Not Change Notices',
      description: serverMessageOr(error, 'Please try again.'),
    })),
  });
