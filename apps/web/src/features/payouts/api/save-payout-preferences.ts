import type { PayoutPreferencesRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const savePayoutPreferences = (request: PayoutPreferencesRequest) =>
  apiJson('POST', '/api/payout-preferences', request, contract('payoutPreferencesResponseSchema'));

export const useSavePayoutPreferences = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutPreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.payouts.preferences, saved);
      toast({ title: 'Payout preferences updated successfully' });
      onSuccess?.();
      // The saved PayPal e-mail lives on the user too; Request Payout pre-fills it from there.
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
    meta: failureMeta((error) => ({
      title: 'Error',
      description: serverMessageOr(error, 'Failed to update payout preferences'),
    })),
  });
};
