import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Every route of both specs' route tables. Pages load lazily so each screen ships its own code. */
const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'login', lazy: () => import('./routes/login') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'reset-password', lazy: () => import('./routes/reset-password') },
  { path: 'sign-out', lazy: () => import('./routes/sign-out') },
  { path: 'help', lazy: () => import('./routes/help') },
  { path: 'pricing', lazy: () => import('./routes/pricing') },
  { path: 'contact', lazy: () => import('./routes/contact') },
  { path: 'terms', lazy: () => import('./routes/terms') },
  { path: 'guide/buyers', lazy: () => import('./routes/guide-buyers') },
  { path: 'guide/sellers', lazy: () => import('./routes/guide-sellers') },
  { path: 'guide/payment', lazy: () => import('./routes/guide-payment') },
  { path: 'guide/integrations', lazy: () => import('./routes/guide-integrations') },
  { path: 'developers', lazy: () => import('./routes/developers') },
  { path: 'messages', lazy: () => import('./routes/messages') },
  { path: 'notifications', lazy: () => import('./routes/notifications') },
  { path: 'activate', lazy: () => import('./routes/activate') },
  { path: 'marketplace', lazy: () => import('./routes/marketplace') },
  { path: 'sellers', lazy: () => import('./routes/sellers') },
  { path: 'agent/:id', lazy: () => import('./routes/agent-detail') },
  { path: 'seller/:sellerId', lazy: () => import('./routes/seller-profile') },
  { path: 'leaderboard', lazy: () => import('./routes/leaderboard') },
  { path: 'profile', lazy: () => import('./routes/profile') },
  { path: 'orders', lazy: () => import('./routes/orders') },
  { path: 'favorites', lazy: () => import('./routes/favorites') },
  { path: 'settings', lazy: () => import('./routes/settings') },
  { path: 'refunds', lazy: () => import('./routes/refunds') },
  { path: 'create-listing', lazy: () => import('./routes/create-listing') },
  { path: 'seller-dashboard', lazy: () => import('./routes/seller-dashboard') },
  { path: 'requests', lazy: () => import('./routes/requests') },
  { path: 'admin', lazy: () => import('./routes/admin') },
  { path: 'admin-login', lazy: () => import('./routes/admin-login') },
  { path: 'admin-dashboard', lazy: () => import('./routes/admin-dashboard') },
  { path: '*', element: <NotFoundRoute /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page that fails shows RouteError inside the layout instead of taking the whole app down.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

/**
 * Loads the code of the routes matching `pathname` and puts it on the route objects. A page the
 * server sent already rendered must be hydrated with its component at hand: a lazy route would
 * render nothing first and throw the server's HTML away.
 */
export const loadRoutesOf = async (pathname: string) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
};

export const createAppRouter = () => createBrowserRouter(routes);
