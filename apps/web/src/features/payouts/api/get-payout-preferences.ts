import type { PayoutPreferences } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getPayoutPreferences = () => apiJson<PayoutPreferences>('GET', '/api/payout-preferences');

export const payoutPreferencesQueryKey = ['/api/payout-preferences'] as const;

export const payoutPreferencesQueryOptions = () =>
  queryOptions({ queryKey: payoutPreferencesQueryKey, queryFn: getPayoutPreferences });

export const usePayoutPreferences = ({ enabled = true } = {}) =>
  useQuery({ ...payoutPreferencesQueryOptions(), enabled });
