import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const verifyDomain = () =>
  apiJson('POST', '/api/users/me/domain/verify', undefined, contract('domainVerifiedSchema'));

/** What the check found, when it found no proof: the card shows it beside the instructions. */
export const proofNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === 'DOMAIN_NOT_VERIFIED'
    ? (error.serverMessage ?? error.message)
    : undefined;

export const useVerifyDomain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: () =>
      toast({ title: 'Domain Verified', description: 'Your badge now shows on your profile and listings.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.verifiedDomain }),
    meta: failureMeta((error) =>
      proofNotFound(error)
        ? undefined
        : { title: 'Verification Failed', description: serverMessageOr(error, 'Failed to check the domain.') },
    ),
  });
};
