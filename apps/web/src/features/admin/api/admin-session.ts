import type { AdminLogin } from '@agentsy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** Every admin read starts with this key root, so logout can drop them all at once. */
export const adminQueryKeyRoot = ['admin'] as const;
export const adminSessionQueryKey = [...adminQueryKeyRoot, '/api/admin/verify'] as const;

export const verifyAdmin = () => apiJson('GET', '/api/admin/verify', undefined, contract('adminSessionSchema'));

/** The dashboard's entry check; a refusal is an answer, not something to retry. */
export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminSessionQueryKey, queryFn: verifyAdmin, retry: false, staleTime: 0 });

export const useAdminSession = () => useQuery(adminSessionQueryOptions());

export const adminLogin = (body: AdminLogin) =>
  apiJson('POST', '/api/admin/login', body, contract('adminSessionSchema'));

/** Toasts belong to the access page: its copy differs for each outcome. */
export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (session) => queryClient.setQueryData(adminSessionQueryKey, session),
  });
};

export const adminLogout = () => apiJson<{ success: true }>('POST', '/api/admin/logout');

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
      queryClient.removeQueries({ queryKey: adminQueryKeyRoot });
    },
  });
};
