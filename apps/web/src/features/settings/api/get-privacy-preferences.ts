import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const privacyPreferencesQueryKey = ['/api/users/privacy'] as const;

export const getPrivacyPreferences = () =>
  apiJson('GET', '/api/users/privacy', undefined, contract('privacyPreferencesSchema'));

export const privacyPreferencesQueryOptions = () =>
  queryOptions({ queryKey: privacyPreferencesQueryKey, queryFn: getPrivacyPreferences });

export const usePrivacyPreferences = () => useQuery(privacyPreferencesQueryOptions());
