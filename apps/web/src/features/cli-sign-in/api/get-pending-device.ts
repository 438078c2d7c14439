import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPendingDevice = (userCode: string) =>
  apiJson('GET', `/api/cli/device/${encodeURIComponent(userCode)}`, undefined, contract('pendingDeviceSchema'));

export const pendingDeviceQueryOptions = (userCode: string) =>
  queryOptions({
    queryKey: queryKeys.pendingDevice(userCode),
    queryFn: () => getPendingDevice(userCode),
    // A code that is not found will not appear by asking again.
    retry: false,
  });

export const usePendingDevice = (userCode: string | null) =>
  useQuery({ ...pendingDeviceQueryOptions(userCode ?? ''), enabled: userCode !== null });
