import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ScanQueueFilter = 'all' | 'flagged' | 'blocked' | 'error';

export const getAdminScans = (status: ScanQueueFilter) =>
  apiJson(
    'GET',
    status === 'all' ? '/api/admin/scans' : `/api/admin/scans?status=${status}`,
    undefined,
    contract('adminScanListSchema'),
  );

/** Versions waiting for an admin, oldest first. */
export const useAdminScans = (status: ScanQueueFilter) =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.scans(status), queryFn: () => getAdminScans(status) }));
