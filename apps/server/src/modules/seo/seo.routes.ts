import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SeoService } from './seo.service';

export const registerSeoRoutes = (app: FastifyInstance, seo: SeoService) => {
  app.get('/robots.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()),
  );

  app.get('/sitemap.xml', (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(seo.sitemap())),
  );
};
