import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';

/** Renders a visitor's page at `path` from the bodies of its first API reads, by URL. */
export type RenderPage = (path: string, answers: Record<string, unknown>) => Promise<string>;

/**
 * The web build's renderer (apps/web/src/server-render.tsx, built into dist/ssr/ with React and
 * the rest bundled in, so production installs nothing more for it). A build without it (an older
 * one, or the stand-in web folders of the tests) leaves those pages to the app, as before.
 */
export const loadPageRenderer = async (webDir: string): Promise<RenderPage | undefined> => {
  const file = path.join(webDir, 'ssr', 'server-render.js');
  if (!existsSync(file)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as { renderPageWithAnswers?: RenderPage };
  return renderer.renderPageWithAnswers;
};

/**
 * Keeps rendered pages by their address and the exact bytes of the answers they were rendered
 * from: the same answers render the same HTML, so an entry is never stale, only unused. A render
 * costs 10–20 ms of CPU (bench/page-render.ts) and every visitor of the marketplace gets the same
 * answers; concurrent misses of one key share one render (lru-cache's `fetch`). A listing's
 * answer carries its view count, which each navigation moves, so listing pages rarely hit.
 */
export const cachedRenderer = (render: RenderPage, maxBytes = 16 * 1024 * 1024) => {
  const cache = new LRUCache<string, string, () => Promise<string>>({
    maxSize: maxBytes,
    sizeCalculation: (html) => Math.max(1, html.length),
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return async (url: string, answers: Record<string, unknown>, answersText: string) => {
    const key = `${url}\n${createHash('sha256').update(answersText).digest('base64url')}`;
    return (await cache.fetch(key, { context: () => render(url, answers) })) as string;
  };
};
