/**
 * Built by `npm run build` for Node (vite build --ssr, into dist/ssr/, with its dependencies
 * bundled in). scripts/prerender.mjs renders the public pages with it once, at build time; the
 * server renders a visitor's listing, seller and marketplace pages with it on each request, from
 * the answers to the page's first API reads (apps/server/src/plugins/web-app.ts, decision 043).
 */
import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { provideInitialResponses } from '@/lib/initial-responses';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { AppProviders } from './app/app';
import { primeFirstReads } from './app/first-reads';
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

/**
 * Priming reads the answers from one store (lib/initial-responses.ts), as the browser does; one
 * request primes at a time, so concurrent renders never take each other's answers.
 */
let priming: Promise<unknown> = Promise.resolve();
const primeWith = (queryClient: QueryClient, url: URL, answers: Record<string, unknown>) => {
  const done = priming.then(async () => {
    provideInitialResponses(answers);
    try {
      await primeFirstReads(queryClient, url.pathname, url.search);
    } finally {
      provideInitialResponses({});
    }
  });
  priming = done.catch(() => {});
  return done;
};

/**
 * A visitor's page at `path` (with its query string) as the app renders it from `answers`, the
 * bodies of the page's first API reads by URL: the same answers the page carries for the app,
 * which then hydrates this HTML instead of drawing the page again.
 */
export const renderPageWithAnswers = async (path: string, answers: Record<string, unknown>) => {
  const queryClient = createQueryClient();
  await primeWith(queryClient, new URL(path, 'http://localhost'), answers);
  return render(path, routes, { isSignedOut: true }, queryClient);
};

const render = async (
  pathname: string,
  routeTable: RouteObject[],
  { isSignedOut }: { isSignedOut: boolean },
  queryClient = createQueryClient(),
) => {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  if (isSignedOut) queryClient.setQueryData(queryKeys.currentUser, null);
  // The static API waits for every lazy part (the feedback button too), so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every part in place: past this many bytes React would send a large part (a long markdown
    // description) after the page with a script to move it in, which the script policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
};
