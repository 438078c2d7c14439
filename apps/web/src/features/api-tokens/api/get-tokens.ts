import { useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTokens = () => apiJson('GET', '/api/tokens', undefined, contract('apiTokensResponseSchema'));

export const useTokens = () => useQuery({ queryKey: queryKeys.apiTokens, queryFn: getTokens });
