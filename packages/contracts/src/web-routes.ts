/**
 * Every page path of the web app's router (apps/web/src/app/router.tsx, held to this list by
 * router.test.ts). The server answers any other path with the app and a 404 status, so its
 * Page Not Found screen is a real "not found" for browsers, crawlers and monitors.
 */
export const webRoutePaths = [
  '/',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/sign-out',
  '/help',
  '/pricing',
  '/contact',
  '/terms',
  '/guide/buyers',
  '/guide/sellers',
  '/guide/payment',
  '/guide/integrations',
  '/developers',
  '/messages',
  '/marketplace',
  '/sellers',
  '/agent/:id',
  '/seller/:sellerId',
  '/leaderboard',
  '/profile',
  '/orders',
  '/notifications',
  '/activate',
  '/favorites',
  '/settings',
  '/refunds',
  '/create-listing',
  '/seller-dashboard',
  '/requests',
  '/admin',
  '/admin-login',
  '/admin-dashboard',
] as const;

/** Whether the app has a page at `pathname` (`:name` segments match any one segment). */
export const isWebRoute = (pathname: string) => {
  const have = pathname.split('/');
  return webRoutePaths.some((pattern) => {
    const want = pattern.split('/');
    return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
  });
};
