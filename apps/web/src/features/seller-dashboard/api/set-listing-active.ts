import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const setListingActive = ({ listingId, active }: { listingId: string; active: boolean }) =>
  apiJson('PATCH', `/api/listings/${encodeURIComponent(listingId)}`, { active }, contract('listingSchema'));

export const useSetListingActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingActive,
    onSuccess: async ({ title, active }) => {
      toast({
        title: active ? 'Agent activated' : 'Agent deactivated',
        description: `${title} is ${active ? 'live in' : 'hidden from'} the marketplace.`,
      });
      // The table, the marketplace and the listing page all show the flag.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerAnalytics.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
      ]);
    },
    meta: failureMeta((error) => ({
      title: 'Error',
      description: serverMessageOr(error, 'Failed to update the agent.'),
    })),
  });
};
