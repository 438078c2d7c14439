import type { ChangePassword } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';

export const changePassword = (input: ChangePassword) =>
  apiJson('POST', '/api/users/change-password', input, contract('changePasswordResponseSchema'));

/** Other devices are signed out by the server; this one keeps a fresh session cookie. */
export const useChangePassword = (options: FailureOption<ChangePassword> = {}) =>
  useMutation({ mutationFn: changePassword, meta: failureOptionMeta(options) });
