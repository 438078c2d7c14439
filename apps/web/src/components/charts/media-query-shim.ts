/**
 * jsdom has no matchMedia, which Chartist needs before it draws. Chart tests install this: no
 * query ever matches, as in a browser whose window fits no responsive rule.
 */
export const installMatchMedia = () => {
  const host = window as { matchMedia?: Window['matchMedia'] };
  if (host.matchMedia) return;
  host.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
};
