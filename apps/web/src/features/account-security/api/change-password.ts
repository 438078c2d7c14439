import type { ChangePassword } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const changePassword = (input: ChangePassword) =>
  apiJson('POST', '/api/users/change-password', input, contract('changePasswordResponseSchema'));

/** Other devices are signed out by the server; this one keeps a fresh session cookie. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
