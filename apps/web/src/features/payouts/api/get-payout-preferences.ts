import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPayoutPreferences = () =>
  apiJson('GET', '/api/payout-preferences', undefined, contract('payoutPreferencesResponseSchema'));

export const payoutPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payouts.preferences, queryFn: getPayoutPreferences });

export const usePayoutPreferences = ({ enabled = true } = {}) =>
  useQuery({ ...payoutPreferencesQueryOptions(), enabled });
