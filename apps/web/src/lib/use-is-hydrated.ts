import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates HTML rendered ahead (on the server or at build time), true at once
 * after, and true from the start for a page the browser draws itself. What only the browser knows
 * (the reader's time zone, the query string of a page rendered once for every query) waits for
 * it, so the first client render matches the HTML and React keeps it (no error #418).
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
