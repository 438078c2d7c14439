import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const getPayoutPreferences = () =>
  apiJson('GET', '/api/payout-preferences', undefined, contract('payoutPreferencesResponseSchema'));

export const payoutPreferencesQueryKey = ['/api/payout-preferences'] as const;

export const payoutPreferencesQueryOptions = () =>
  queryOptions({ queryKey: payoutPreferencesQueryKey, queryFn: getPayoutPreferences });

export const usePayoutPreferences = ({ enabled = true } = {}) =>
  useQuery({ ...payoutPreferencesQueryOptions(), enabled });
