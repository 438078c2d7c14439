import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCliTokens = () => apiJson('GET', '/api/cli/tokens', undefined, contract('cliTokensSchema'));

export const cliTokensQueryOptions = () => queryOptions({ queryKey: queryKeys.cliTokens, queryFn: getCliTokens });

export const useCliTokens = () => useQuery(cliTokensQueryOptions());
