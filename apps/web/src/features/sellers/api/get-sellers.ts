import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/sellers; every filter is optional and verifiedOnly is sent only when set (docs/product.md#sellers-and-profiles). */
export type SellersParams = {
  search?: string;
  rating?: string;
  category?: string;
  sortBy?: string;
  verifiedOnly?: boolean;
};

export const sellersUrl = ({ verifiedOnly, ...params }: SellersParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (verifiedOnly) search.set('verifiedOnly', 'true');
  const query = search.toString();
  return query ? `/api/sellers?${query}` : '/api/sellers';
};

export const getSellers = (params: SellersParams) =>
  apiJson('GET', sellersUrl(params), undefined, contractList('sellerDirectoryItemSchema'));

export const sellersQueryOptions = (params: SellersParams) =>
  queryOptions({ queryKey: queryKeys.sellers.list(params), queryFn: () => getSellers(params) });

/** The previous result stays on screen while a new filter loads, so the grid does not flash. */
export const useSellers = (params: SellersParams) =>
  useQuery({ ...sellersQueryOptions(params), placeholderData: keepPreviousData });
