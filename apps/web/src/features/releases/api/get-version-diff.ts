import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getVersionDiff = (listingId: string, from: string, to: string) =>
  apiJson(
    'GET',
    `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(from)}/diff/${encodeURIComponent(to)}`,
    undefined,
    contract('versionDiffSchema'),
  );

/** Versions never change once stored, so a diff read once stays right for the visit. */
export const versionDiffQueryOptions = (listingId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.releases.diff(listingId, from, to),
    queryFn: () => getVersionDiff(listingId, from, to),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVersionDiff = (listingId: string, from: string, to: string, { enabled = true } = {}) =>
  useQuery({ ...versionDiffQueryOptions(listingId, from, to), enabled: enabled && from !== to });
