import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getQuestions = (listingId: string) =>
  apiJson('GET', `/api/listings/${encodeURIComponent(listingId)}/questions`, undefined, contractList('questionSchema'));

export const questionsQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: queryKeys.listings.questions(listingId), queryFn: () => getQuestions(listingId) });

export const useQuestions = (listingId: string) => useQuery(questionsQueryOptions(listingId));
