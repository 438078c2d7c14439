import type { Review } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

/** A review of one of the seller's listings, with that listing's title when the server sends it. */
export type SellerReview = Review & { listing?: { id: string; title: string } };

/**
 * GET /api/reviews/seller/:id. The server may not offer it yet: a 404 yields null so the page
 * hides the section instead of showing an error.
 */
export const getSellerReviews = async (id: string): Promise<SellerReview[] | null> => {
  try {
    return await apiJson<SellerReview[]>('GET', `/api/reviews/seller/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const sellerReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/reviews/seller', id], queryFn: () => getSellerReviews(id) });

export const useSellerReviews = (id: string) => useQuery(sellerReviewsQueryOptions(id));
