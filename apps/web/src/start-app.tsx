import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { App } from './app/app';
import { primeFirstReads } from './app/first-reads';
import { createAppRouter, loadRoutesOf } from './app/router';

/**
 * Renders the app into `container`: hydrates a page rendered ahead, or renders over the frame
 * sent with every other page (data-shell). main.tsx decides when this code loads.
 */
export const startApp = async (container: HTMLElement, { isRenderedAhead }: { isRenderedAhead: boolean }) => {
  const queryClient = createQueryClient();
  // The server marks pages sent to requests without a session cookie (apps/server/src/plugins/
  // web-app.ts): nobody is signed in, so there is no need to ask. Pages rendered ahead are sent
  // only to those, and were rendered signed out.
  if (container.dataset.signedOut !== undefined) queryClient.setQueryData(queryKeys.currentUser, null);

  // The matched route's code is loaded before the first render either way: hydration needs it at
  // hand, and the router would otherwise start with an empty screen (no HydrateFallback).
  await Promise.all([
    loadRoutesOf(window.location.pathname),
    primeFirstReads(queryClient, window.location.pathname, window.location.search),
  ]);
  const app = <App queryClient={queryClient} router={createAppRouter()} />;
  // In a transition React renders (and hydrates) in slices that give the main thread back
  // between them; outside one, the first render is a single long task that holds up taps and
  // scrolls on a slow phone.
  startTransition(() => {
    if (isRenderedAhead) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
};
