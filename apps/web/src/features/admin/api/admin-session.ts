import type { AdminLogin } from '@agentsy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const verifyAdmin = () => apiJson('GET', '/api/admin/verify', undefined, contract('adminSessionSchema'));

/** The dashboard's entry check; a refusal is an answer, not something to retry. */
export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.session, queryFn: verifyAdmin, retry: false, staleTime: 0 });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());

export const adminLogin = (body: AdminLogin) =>
  apiJson('POST', '/api/admin/login', body, contract('adminSessionSchema'));

/** Toasts belong to the access page: its copy differs for each outcome. */
export const useAdminLogin = (options: FailureOption<AdminLogin> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: adminLogin,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.admin.session, session),
  });
};

export const adminLogout = () => apiJson('POST', '/api/admin/logout', undefined, contract('adminLogoutResponseSchema'));

/**
 * `leave` runs first (the dashboard navigates away); the admin reads are dropped after it, since
 * dropping them under a mounted dashboard would re-check the session and send it to /admin-login.
 */
export const useAdminLogout = ({ leave }: { leave: () => Promise<void> | void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSettled: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
    },
  });
};
