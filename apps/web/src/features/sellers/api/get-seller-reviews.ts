import type { SellerReview } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/reviews/seller/:id. A 404 (no such seller) or 403 (a profile hidden from this viewer)
 * yields null: the page hides the section.
 */
export const getSellerReviews = async (id: string): Promise<SellerReview[] | null> => {
  try {
    return await apiJson(
      'GET',
      `/api/reviews/seller/${encodeURIComponent(id)}`,
      undefined,
      contractList('sellerReviewSchema'),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
};

export const sellerReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.sellers.reviews(id), queryFn: () => getSellerReviews(id) });

export const useSellerReviews = (id: string) => useQuery(sellerReviewsQueryOptions(id));
