import type { FollowState, PublicProfileResponse } from '@agentsy/contracts';
import { followMessages } from '@agentsy/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const followSeller = ({ sellerId, follow }: { sellerId: string; follow: boolean }) =>
  apiJson(
    follow ? 'POST' : 'DELETE',
    `/api/sellers/${encodeURIComponent(sellerId)}/follow`,
    undefined,
    contract('followStateSchema'),
  );

/** Follows or unfollows; the profile's figures take the answer at once. */
export const useFollowSeller = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureMeta({ title: followMessages.failed.title, description: followMessages.failed.message }),
    mutationFn: followSeller,
    onSuccess: (state: FollowState, { sellerId }) =>
      queryClient.setQueryData<PublicProfileResponse>(queryKeys.people.profile(sellerId), (profile) =>
        profile && 'stats' in profile ? { ...profile, ...state } : profile,
      ),
  });
};
