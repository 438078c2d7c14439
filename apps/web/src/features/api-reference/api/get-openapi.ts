import { useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getOpenApi = () => apiJson('GET', '/api/v1/openapi.json', undefined, contract('openApiDocumentSchema'));

export const useOpenApi = () => useQuery({ queryKey: queryKeys.openApi, queryFn: getOpenApi, staleTime: Infinity });
