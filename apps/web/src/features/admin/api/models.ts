import type { CreateModel, UpdateModel } from '@agentsy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** The model catalogue under its one key; the listing pages read the same key. */
export const getCatalogue = () => apiJson('GET', '/api/models', undefined, contract('modelListSchema'));

export const useCatalogue = () => useQuery(queryOptions({ queryKey: queryKeys.models.all, queryFn: getCatalogue }));

const useCatalogueMutation = <T>(mutationFn: (input: T) => Promise<unknown>, options: FailureOption<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: failureOptionMeta(options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.models.all }),
  });
};

export const useAddModel = (options: FailureOption<CreateModel> = {}) =>
  useCatalogueMutation(
    (input: CreateModel) => apiJson('POST', '/api/admin/models', input, contract('modelSchema')),
    options,
  );

export const useUpdateModel = (options: FailureOption<{ id: string; patch: UpdateModel }> = {}) =>
  useCatalogueMutation(
    ({ id, patch }: { id: string; patch: UpdateModel }) =>
      apiJson('PATCH', `/api/admin/models/${encodeURIComponent(id)}`, patch, contract('modelSchema')),
    options,
  );
