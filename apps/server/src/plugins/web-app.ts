import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webDistDir } from '../lib/package-root';
import { injectPageHead, renderPageHead } from '../modules/seo/page-head';
import type { PageMeta } from '../modules/seo/page-meta';

type WebAppOptions = {
  serveWeb: boolean;
  webDir?: string;
  publicUrl: string;
  describePage: (pathname: string) => Promise<PageMeta>;
};

/** Folder of the pages `npm run build` rendered ahead (see apps/web/scripts/prerender.mjs). */
const prerenderedFolder = 'prerendered';

/** Prerendered pages by path: `prerendered/help.html` is `/help`, `prerendered/index.html` is `/`. */
const readPrerendered = (webDir: string) => {
  const pages = new Map<string, string>();
  const root = path.join(webDir, prerenderedFolder);
  if (!existsSync(root)) return pages;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const route = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route === '/index' ? '/' : route, readFileSync(path.join(root, file), 'utf8'));
  }
  return pages;
};

/**
 * Pages were rendered for visitors. A request carrying a session cookie gets the plain app shell
 * instead, so a signed-in user never sees the visitor's page (or a Sign In button) first.
 */
const hasSessionCookie = (req: FastifyRequest) =>
  /(^|;\s*)(__Secure-)?agentsy\.session_token=/.test(req.headers.cookie ?? '');

const pathnameOf = (url: string) => {
  const pathname = url.split('?')[0]!;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
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
  const shell = hasBuild ? readFileSync(shellFile, 'utf8') : '';
  const prerendered = hasBuild ? readPrerendered(webDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Build outputs the HTML routes below send with their head filled in.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith(`/${prerenderedFolder}/`),
      // The build writes .br and .gz next to each asset; no compressing on every request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const sendPage = async (req: FastifyRequest) => {
    const pathname = pathnameOf(req.url);
    const page = await options.describePage(pathname);
    const html = (!hasSessionCookie(req) && page.status === 200 && prerendered.get(pathname)) || shell;
    return { status: page.status, html: injectPageHead(html, renderPageHead(page, options.publicUrl)) };
  };

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/healthz');
    if (!isApi && hasBuild && (req.method === 'GET' || req.method === 'HEAD')) {
      const { status, html } = await sendPage(req);
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(html);
    }
    return reply
      .status(404)
      .send({ message: `No route for ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND', requestId: req.id });
  });
};
