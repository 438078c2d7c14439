import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const deleteListing = (listingId: string) =>
  apiJson(
    'DELETE',
    `/api/admin/listings/${encodeURIComponent(listingId)}`,
    undefined,
    contract('adminListingRemovedSchema'),
  );

export const useDeleteListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: async () => {
      toast({ title: 'Listing Deleted', description: 'Agent listing has been removed' });
      // The marketplace and the top sellers' listing counts change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.listings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.topSellers }),
      ]);
    },
    meta: failureMeta({ title: 'Error', description: 'Failed to delete listing' }),
  });
};
