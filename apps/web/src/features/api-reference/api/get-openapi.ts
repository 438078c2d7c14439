import { useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const getOpenApi = () => apiJson('GET', '/api/v1/openapi.json', undefined, contract('openApiDocumentSchema'));

export const useOpenApi = () =>
  useQuery({ queryKey: ['/api/v1/openapi.json'], queryFn: getOpenApi, staleTime: Infinity });
