import type { PrivacyPreferences } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const privacyPreferencesQueryKey = ['/api/users/privacy'] as const;

export const getPrivacyPreferences = () => apiJson<PrivacyPreferences>('GET', '/api/users/privacy');

export const privacyPreferencesQueryOptions = () =>
  queryOptions({ queryKey: privacyPreferencesQueryKey, queryFn: getPrivacyPreferences });

export const usePrivacyPreferences = () => useQuery(privacyPreferencesQueryOptions());
