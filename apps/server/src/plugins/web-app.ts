import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistDir } from '../lib/package-root';

/**
 * Serves the built SPA. Unknown non-API paths get index.html so the client router can show
 * its Page Not Found screen; unknown /api/* paths stay JSON 404s.
 */
export const registerWebApp = async (app: FastifyInstance, { serveWeb }: { serveWeb: boolean }) => {
  const hasBuild = serveWeb && existsSync(path.join(webDistDir, 'index.html'));
  if (serveWeb && !hasBuild) app.log.warn(`web app not built: ${webDistDir} missing; run "npm run build"`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/healthz');
    if (!isApi && hasBuild && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `No route for ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND', requestId: req.id });
  });
};
