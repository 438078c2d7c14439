import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentUserQueryKey } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { createAppRouter, loadRoutesOf } from './app/router';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

// The server marks pages sent to requests without a session cookie (apps/server/src/plugins/
// web-app.ts): nobody is signed in, so there is no need to ask. Pages rendered ahead are sent
// only to those, and were rendered signed out.
if (container.dataset.signedOut !== undefined) queryClient.setQueryData(currentUserQueryKey, null);

// The matched route's code is loaded before the first render either way: hydration needs it at
// hand, and the router would otherwise start with an empty screen (no HydrateFallback).
// No top-level await: it would make the bundler split the entry's shared modules into many chunks.
const routesLoaded = loadRoutesOf(window.location.pathname);
// A page rendered ahead is hydrated; the frame sent with every other page (data-shell) is only
// there to paint something early, and the app renders over it.
if (container.firstElementChild && container.dataset.shell === undefined) {
  // The page is already there to read: let the browser paint it before hydration takes the thread.
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  void Promise.all([routesLoaded, afterPaint()]).then(() =>
    hydrateRoot(container, <App queryClient={queryClient} router={createAppRouter()} />),
  );
} else {
  void routesLoaded.then(() =>
    createRoot(container).render(<App queryClient={queryClient} router={createAppRouter()} />),
  );
}
