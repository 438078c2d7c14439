import { timing } from '@agentsy/contracts/constants';
import { toast } from '@/components/ui/use-toast';

export const loginPath = '/api/login';

/**
 * The server sends no Referer (its policy is no-referrer), so the page to come back to after
 * signing in travels as `returnTo`.
 */
export const loginUrl = (returnTo?: string) =>
  returnTo && returnTo !== '/' ? `${loginPath}?returnTo=${encodeURIComponent(returnTo)}` : loginPath;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** docs/product.md#conventions: tell the user, then send them to sign in after 500 ms. */
export const redirectToLogin = () => {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => {
    window.location.href = loginUrl(currentPath());
  }, timing.loginRedirectMs);
};
