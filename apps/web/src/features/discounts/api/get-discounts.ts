import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDiscounts = () => apiJson('GET', '/api/discounts', undefined, contractList('discountSchema'));

export const discountsQueryOptions = () => queryOptions({ queryKey: queryKeys.discounts.all, queryFn: getDiscounts });

export const useDiscounts = () => useQuery(discountsQueryOptions());
