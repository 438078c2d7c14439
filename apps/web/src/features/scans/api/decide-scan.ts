import type { ScanDecision } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

type DecideInput = { versionId: string } & ScanDecision;

export const decideScan = ({ versionId, ...body }: DecideInput) =>
  apiJson(
    'POST',
    `/api/admin/scans/${encodeURIComponent(versionId)}/decision`,
    body,
    contract('sellerVersionScanSchema'),
  );

/** Clear or block, naming the scan and file the admin looked at. */
export const useDecideScan = (options: FailureOption<DecideInput> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideScan,
    meta: failureOptionMeta(options),
    // The queue, and the listing that may have gone live or left the marketplace.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
      ]),
  });
};
