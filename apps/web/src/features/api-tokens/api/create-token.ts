import type { CreateTokenRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { hasFieldErrors } from '@/lib/form-errors';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const createToken = (request: CreateTokenRequest) =>
  apiJson('POST', '/api/tokens', request, contract('createdTokenSchema'));

export const useCreateToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
    // A refusal about a field is shown under it.
    meta: failureMeta((error) =>
      hasFieldErrors(error, ['name', 'scopes', 'expiresInDays'])
        ? undefined
        : { title: 'Token Not Created', description: serverMessageOr(error, 'Failed to create the token.') },
    ),
  });
};
