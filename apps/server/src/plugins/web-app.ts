import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webDistDir } from '../lib/package-root';
import {
  firstReadsOf,
  type InitialResponses,
  type ReadApi,
  readInitialResponses,
} from '../modules/seo/initial-responses';
import { injectPageHead, renderPageHead } from '../modules/seo/page-head';
import type { PageMeta } from '../modules/seo/page-meta';
import { SHED_EXEMPT } from './load-shedding';
import { cachedRenderer, loadPageRenderer } from './page-renderer';

type WebAppOptions = {
  serveWeb: boolean;
  webDir?: string;
  publicUrl: string;
  describePage: (pathname: string) => Promise<PageMeta>;
};

/** Folder of the pages `npm run build` rendered ahead (see apps/web/scripts/prerender.mjs). */
const prerenderedFolder = 'prerendered';

/**
 * Prerendered pages by path: `prerendered/help.html` is `/help`, `prerendered/index.html` is `/`.
 * Files starting with `_` are the frames of the other pages, not pages of their own.
 */
const readPrerendered = (webDir: string) => {
  const pages = new Map<string, string>();
  const root = path.join(webDir, prerenderedFolder);
  if (!existsSync(root)) return pages;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || path.basename(file).startsWith('_')) continue;
    const route = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route === '/index' ? '/' : route, readFileSync(path.join(root, file), 'utf8'));
  }
  return pages;
};

/**
 * Pages were rendered for visitors. A request carrying a session cookie gets the frame that waits
 * for the session instead, so a signed-in user never sees the visitor's page (or Sign In) first.
 */
const hasSessionCookie = (req: FastifyRequest) =>
  /(^|;\s*)(__Host-|__Secure-)?agentsy\.session_token=/.test(req.headers.cookie ?? '');

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

type RouteChunks = { pattern: string; files: string[] }[];

/** `/agent/:id` matches `/agent/anything`. */
const matchesPattern = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
};

const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

const pathnameOf = (url: string) => {
  const pathname = url.split('?')[0]!;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
};

/**
 * The built files, answered even while the process sheds load: one is read from disk at almost
 * no cost, and a page whose script or style is refused is a broken page.
 */
const builtFiles = (options: FastifyStaticOptions) =>
  async function builtFilesScope(scope: FastifyInstance) {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...SHED_EXEMPT };
    });
    await scope.register(fastifyStatic, options);
  };

/**
 * Serves the built SPA. Every page's HTML carries its own title, description, canonical address,
 * link-preview tags and (for listings) JSON-LD; missing listings and sellers answer 404. The
 * public pages built ahead are sent already rendered. Unknown non-API paths still get the app so
 * its router shows the Page Not Found screen; unknown /api/* paths stay JSON 404s.
 */
export const registerWebApp = async (app: FastifyInstance, options: WebAppOptions) => {
  const webDir = options.webDir ?? webDistDir;
  const shellFile = path.join(webDir, 'index.html');
  const hasBuild = options.serveWeb && existsSync(shellFile);
  if (options.serveWeb && !hasBuild) app.log.warn(`web app not built: ${webDir} missing; run "npm run build"`);
  const indexHtml = hasBuild ? readFileSync(shellFile, 'utf8') : '';
  const prerendered = hasBuild ? readPrerendered(webDir) : new Map<string, string>();
  // The frame (top bar, footer) of the pages not rendered ahead, with and without a session.
  const visitorShell = readIfThere(path.join(webDir, prerenderedFolder, '_shell.html')) ?? indexHtml;
  const sessionShell = readIfThere(path.join(webDir, prerenderedFolder, '_shell-session.html')) ?? indexHtml;
  const routeChunks: RouteChunks = JSON.parse(
    readIfThere(path.join(webDir, prerenderedFolder, 'route-chunks.json')) ?? '[]',
  );
  if (hasBuild) {
    await app.register(
      builtFiles({
        root: webDir,
        wildcard: false,
        index: false,
        // Build outputs the HTML routes below send with their head filled in, and the server's
        // page renderer, which is not the browser's business.
        allowedPath: (pathName) =>
          pathName !== '/index.html' && !pathName.startsWith(`/${prerenderedFolder}/`) && !pathName.startsWith('/ssr/'),
        // The build writes .br and .gz next to each asset; no compressing on every request.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite puts a content hash in every asset name, so they never change.
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      }),
    );
  }

  // The page's first API reads, answered in-process as a visitor without a session gets them.
  const readApi: ReadApi = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  };

  // A visitor's listing, seller and marketplace page, rendered from its first reads' answers.
  const loaded = hasBuild ? await loadPageRenderer(webDir) : undefined;
  const renderPage = loaded && cachedRenderer(loaded);
  const emptyRoot = '<div id="root"></div>';
  const renderOnRequest = async (url: string, initial: InitialResponses) => {
    if (!renderPage || !indexHtml.includes(emptyRoot)) return undefined;
    try {
      const body = await renderPage(url, initial.answers, initial.html);
      return indexHtml.replace(emptyRoot, () => `<div id="root">${body}</div>`);
    } catch (error) {
      // The app draws the page in the browser from the same answers, as it does without a renderer.
      app.log.warn({ err: error, url }, 'page render failed; sending the frame');
      return undefined;
    }
  };

  const pageHtml = async (req: FastifyRequest) => {
    const pathname = pathnameOf(req.url);
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const page = await options.describePage(pathname);
    const isSignedOut = !hasSessionCookie(req);
    let ahead = isSignedOut && page.status === 200 ? prerendered.get(pathname) : undefined;
    // A visitor's page comes with the answers its first render needs, and rendered from them.
    // Signed-in users may get other answers (a profile hidden from them, their own listing), so
    // they still ask. Only a browser's navigation: reading a listing counts a view, and crawlers
    // that read the HTML without running the app should not count one.
    const isNavigation = req.headers['sec-fetch-mode'] === 'navigate';
    let initialResponses = '';
    if (isSignedOut && isNavigation && !ahead && page.status === 200) {
      const initial = await readInitialResponses(firstReadsOf(pathname, search), readApi);
      initialResponses = initial.html;
      if (initial.complete) ahead = await renderOnRequest(req.url, initial);
    }
    let html = injectPageHead(
      ahead ?? (isSignedOut ? visitorShell : sessionShell),
      renderPageHead(page, options.publicUrl),
    );
    // The route's code loads with the app's instead of after it. A page already rendered paints
    // first and loads the app after (decision 040), so it preloads nothing.
    const chunks = ahead ? undefined : routeChunks.find((r) => matchesPattern(r.pattern, pathname));
    if (chunks) html = html.replace('</head>', `${modulePreloads(chunks.files)}</head>`);
    // Without a session cookie nobody is signed in: the app need not ask (and log a 401) to know.
    if (isSignedOut) html = html.replace('<div id="root"', '<div id="root" data-signed-out=""');
    // A replacer function: the answers are users' text, where `$&` or `$'` must stay as written.
    if (initialResponses) html = html.replace('</body>', () => `${initialResponses}</body>`);
    return { status: page.status, html };
  };

  const isApiPath = (url: string) =>
    url.startsWith('/api/') || url === '/api' || /^\/(healthz|readyz|metrics)(\?|$)/.test(url);
  const apiNotFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send({ message: `No route for ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND', requestId: req.id });

  // A route rather than the not-found handler: route options (compression among them) apply.
  if (hasBuild) {
    app.get('/*', async (req, reply) => {
      if (isApiPath(req.url)) return apiNotFound(req, reply);
      const { status, html } = await pageHtml(req);
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(html);
    });
  }
  app.setNotFoundHandler(apiNotFound);
};
