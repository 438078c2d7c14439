import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AuditLogFilters = { actor?: string; action?: string; targetType?: string; targetId?: string };

export const auditLogUrl = (filters: AuditLogFilters) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value?.trim()) search.set(key, value.trim());
  const query = search.toString();
  return query ? `/api/admin/audit-log?${query}` : '/api/admin/audit-log';
};

export const getAuditLog = (filters: AuditLogFilters) =>
  apiJson('GET', auditLogUrl(filters), undefined, contract('auditLogSchema'));

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.auditLog(filters),
    queryFn: () => getAuditLog(filters),
  });

export const useAuditLog = (filters: AuditLogFilters) => useQuery(auditLogQueryOptions(filters));
