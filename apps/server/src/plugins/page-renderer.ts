import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
