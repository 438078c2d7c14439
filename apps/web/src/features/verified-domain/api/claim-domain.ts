import type { DomainClaimRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { hasFieldErrors } from '@/lib/form-errors';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const claimDomain = (request: DomainClaimRequest) =>
  apiJson('POST', '/api/users/me/domain', request, contract('domainClaimSchema'));

export const useClaimDomain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.verifiedDomain }),
    // A refusal about the domain itself is shown under the field.
    meta: failureMeta((error) =>
      hasFieldErrors(error, ['domain'])
        ? undefined
        : { title: 'Domain Not Saved', description: serverMessageOr(error, 'Failed to save the domain.') },
    ),
  });
};
