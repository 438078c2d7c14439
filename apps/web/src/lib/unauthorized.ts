import { timing } from '@agentsy/contracts/constants';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from './api-client';

export const loginPath = '/api/login';

/** Spec 1 §6: tell the user, then send them to sign in after 500 ms. */
export const redirectToLogin = () => {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => {
    window.location.href = loginPath;
  }, timing.loginRedirectMs);
};

/**
 * Every mutation's onError starts here. Returns true when the error was a 401 and has been
 * handled, so the caller skips its own failure toast.
 */
export const handleUnauthorized = (error: unknown): boolean => {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
};
