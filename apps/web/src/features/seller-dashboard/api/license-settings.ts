import type { LicenseSettings } from '@agentsy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** Under the listing's own key, so anything that refreshes the listing refreshes this too. */
const settingsKey = (listingId: string) => [...queryKeys.listings.detail(listingId), 'license-settings'] as const;

export const getLicenseSettings = (listingId: string) =>
  apiJson(
    'GET',
    `/api/listings/${encodeURIComponent(listingId)}/license-settings`,
    undefined,
    contract('licenseSettingsSchema'),
  );

export const licenseSettingsQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: settingsKey(listingId), queryFn: () => getLicenseSettings(listingId) });

export const useLicenseSettings = (listingId: string) => useQuery(licenseSettingsQueryOptions(listingId));

/** PATCH /api/listings/:id with the two license fields only. */
export const useSaveLicenseSettings = (listingId: string, options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: (settings: LicenseSettings) =>
      apiJson('PATCH', `/api/listings/${encodeURIComponent(listingId)}`, settings, contract('listingSchema')),
    onSuccess: (_listing, settings) => queryClient.setQueryData(settingsKey(listingId), settings),
  });
};
