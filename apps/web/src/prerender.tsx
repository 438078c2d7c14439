/**
 * Built by `npm run build` for Node (vite build --ssr) and run by scripts/prerender.mjs: renders
 * the public pages to HTML, as a signed-out visitor sees them before any data arrives.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { currentUserQueryKey } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app/app';
import { RootLayout } from './app/root-layout';
import { routes } from './app/router';

/** The pages every visitor sees the same: the landing page, the static pages and the guides. */
export const prerenderedPaths = [
  '/',
  '/help',
  '/pricing',
  '/contact',
  '/terms',
  '/guide/buyers',
  '/guide/sellers',
  '/guide/payment',
  '/guide/integrations',
];

const streamToString = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The frame of every other page (top bar, an empty main a screen tall, footer), painted while
 * the app's code and the page's data load; the app then renders over it. With `isSignedOut` the
 * top bar has its Sign In button; without, it waits for the session as the app does.
 */
export const renderShell = ({ isSignedOut }: { isSignedOut: boolean }) =>
  render('/', [{ element: <RootLayout />, children: [{ index: true, element: null }] }], { isSignedOut });

export const renderPage = (pathname: string) => render(pathname, routes, { isSignedOut: true });

const render = async (pathname: string, routeTable: RouteObject[], { isSignedOut }: { isSignedOut: boolean }) => {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (isSignedOut) queryClient.setQueryData(currentUserQueryKey, null);
  // The static API waits for every lazy part (the feedback button too), so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return streamToString(prelude);
};
