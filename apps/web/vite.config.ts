import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path so the config bundler inlines it: Node cannot load the package's .ts directly.
import { themeBootScript } from '../../packages/contracts/src/theme-boot';

/**
 * Applies the stored or system theme before the first paint, so dark-mode users never see a
 * white flash while the app loads. Inline: a script file in the head would hold the first paint
 * back for a round trip. The server's CSP allows this one text by its hash
 * (apps/server/src/plugins/security-policy.ts).
 */
const themeBoot = (): Plugin => ({
  name: 'agentsy-theme-boot',
  transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
});

/**
 * The installable app's service worker (Workbox, generated at build). It precaches the built
 * assets and icons, answers a navigation it cannot get from the network with /offline.html, and
 * never caches or serves an API answer: only precached files and that fallback come from it.
 * The page's own manifest and icons are in public/ (scripts/make-icons.mjs draws the icons).
 */
const serviceWorker = () =>
  VitePWA({
    registerType: 'autoUpdate',
    // A /registerSW.js file rather than an inline script: the CSP allows scripts from 'self' only.
    // Deferred: it registers at the load event anyway, and a plain script in the head holds the
    // first paint back until it has downloaded.
    injectRegister: 'script-defer',
    manifest: false,
    workbox: {
      globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'offline.html'],
      // Pages are rendered by the server for each request; none is served from the cache.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    },
  });

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), themeBoot(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  // `npm run dev` (scripts/dev.mjs) names the API's port; the page and the API then share one origin.
  server: { proxy: { '/api': apiTarget, '/healthz': apiTarget } },
  // The server renders pages with the Node build (src/server-render.tsx) and installs only its own
  // dependencies in production (Dockerfile), so that build carries React and the rest inside it.
  ssr: { noExternal: true },
  // The manifest lets scripts/check-bundle-size.mjs measure what each route loads first.
  // The Node build needs neither: the browser's files come from the client build.
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
}));
