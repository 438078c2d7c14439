#!/usr/bin/env node
/**
 * After the client build: renders the public pages with the Node build of src/server-render.tsx and
 * writes each into a copy of dist/index.html under dist/prerendered/. The server sends these to
 * visitors (apps/server/src/plugins/web-app.ts); decisions 018 and 040 say why.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
// The Node build of src/server-render.tsx; it stays in the build, the server renders with it too.
const ssrDist = path.join(dist, 'ssr');
const out = path.join(dist, 'prerendered');

const { prerenderedPaths, renderPage, renderShell } = await import(
  pathToFileURL(path.join(ssrDist, 'server-render.js')).href
);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);

/** A chunk's file and the files it imports statically, for modulepreload. */
const chunkFiles = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
};
const entryFiles = chunkFiles(Object.keys(manifest).find((key) => manifest[key].isEntry));
// The app itself: main.tsx imports it at once on the frame, after the first paint on pages
// rendered ahead (decision 040).
const appSource = 'src/start-app.tsx';
if (!manifest[appSource]) throw new Error(`${appSource} is not a chunk of the build`);
const appFiles = new Set([...chunkFiles(appSource)].filter((file) => !entryFiles.has(file)));
const loadedFirst = new Set([...entryFiles, ...appFiles]);

/** The route module of a path, as router.tsx names it: `/guide/buyers` is routes/guide-buyers.tsx. */
const routeSource = (pathname) =>
  `src/app/routes/${pathname === '/' ? 'home' : pathname.slice(1).replace('/', '-')}.tsx`;

/** The index.html of the build with `body` in its root element and modulepreload links for `files`. */
const pageOf = (body, files = [], rootAttributes = '') =>
  shell
    .replace(
      '</head>',
      () => `${files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
    )
    // Replacer functions: a `$&` or `$'` in the page's text must stay as written.
    .replace(emptyRoot, () => `<div id="root"${rootAttributes}>${body}</div>`);

const write = (name, html) => {
  const file = path.join(out, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${name}: ${(html.length / 1024).toFixed(1)} KB`);
};

rmSync(out, { recursive: true, force: true });
// No modulepreload on these: a script fetched before the first paint shares the phone's bandwidth
// with the stylesheet and holds the paint back. The app's code starts loading once painted.
for (const pathname of prerenderedPaths) {
  const source = routeSource(pathname);
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
  write(`${pathname === '/' ? 'index' : pathname.slice(1)}.html`, pageOf(await renderPage(pathname)));
}

// Every other page starts as the frame, which the app replaces (data-shell: render, not hydrate),
// so the app's code loads with the page.
write('_shell.html', pageOf(await renderShell({ isSignedOut: true }), [...appFiles], ' data-shell=""'));
write('_shell-session.html', pageOf(await renderShell({ isSignedOut: false }), [...appFiles], ' data-shell=""'));

// The busiest pages that are not rendered ahead: the server preloads their route's code with the page.
const preloadedRoutes = {
  '/marketplace': 'marketplace',
  '/sellers': 'sellers',
  '/agent/:id': 'agent-detail',
  '/seller/:sellerId': 'seller-profile',
};
const routeChunks = Object.entries(preloadedRoutes).map(([pattern, name]) => {
  const source = `src/app/routes/${name}.tsx`;
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
  return { pattern, files: [...chunkFiles(source)].filter((file) => !loadedFirst.has(file)) };
});
writeFileSync(path.join(out, 'route-chunks.json'), `${JSON.stringify(routeChunks, null, 2)}\n`);
