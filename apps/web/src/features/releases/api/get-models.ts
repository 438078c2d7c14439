import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getModels = () => apiJson('GET', '/api/models', undefined, contract('modelListSchema'));

/** The model catalogue: names, statuses and shutdown days of the models versions declare. */
export const modelsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.models.all, queryFn: getModels, staleTime: 5 * 60_000 });

export const useModels = ({ enabled = true } = {}) => useQuery({ ...modelsQueryOptions(), enabled });
