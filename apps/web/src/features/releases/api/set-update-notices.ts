import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** PUT /api/listings/:id/update-notices: a buyer mutes or unmutes the notices of one listing. */
export const setUpdateNotices = ({ listingId, enabled }: { listingId: string; enabled: boolean }) =>
  apiJson(
    'PUT',
    `/api/listings/${encodeURIComponent(listingId)}/update-notices`,
    { enabled },
    contract('updateNoticesResponseSchema'),
  );

export const useSetUpdateNotices = () => useMutation({ mutationFn: setUpdateNotices });
