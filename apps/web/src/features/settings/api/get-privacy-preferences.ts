import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPrivacyPreferences = () =>
  apiJson('GET', '/api/users/privacy', undefined, contract('privacyPreferencesSchema'));

export const privacyPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.privacyPreferences, queryFn: getPrivacyPreferences });

export const usePrivacyPreferences = () => useQuery(privacyPreferencesQueryOptions());
