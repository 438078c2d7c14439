import type { ChangePassword, ChangePasswordResponse } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const changePassword = (input: ChangePassword) =>
  apiJson<ChangePasswordResponse>('POST', '/api/users/change-password', input);

/** Other devices are signed out by the server; this one keeps a fresh session cookie. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
