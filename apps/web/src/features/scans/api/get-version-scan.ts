import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a version being checked is asked again: scans take seconds. */
export const SCAN_POLL_MS = 1500;

export const getVersionScan = (listingId: string, version: string) =>
  apiJson(
    'GET',
    `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(version)}/scan`,
    undefined,
    contract('versionScanAnswerSchema'),
  );

export const versionScanQueryOptions = (listingId: string, version: string) =>
  queryOptions({
    queryKey: queryKeys.releases.scan(listingId, version),
    queryFn: () => getVersionScan(listingId, version),
    // Asked again until the check is done; then the answer stays until something changes it.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? SCAN_POLL_MS : false),
  });

/** The seller and admins get every finding; anyone else the outcome and what was read. */
export const useVersionScan = (listingId: string, version: string, { enabled = true } = {}) =>
  useQuery({ ...versionScanQueryOptions(listingId, version), enabled });
