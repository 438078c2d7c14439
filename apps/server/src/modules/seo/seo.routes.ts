import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SeoService } from './seo.service';

type Card = { png: Buffer; version: string } | undefined;

/** `<id>.png`, the id as written in the address; anything else names no card. */
const idOfFile = (file: string) => {
  const match = /^(.{1,200})\.png$/.exec(file);
  return match?.[1];
};

type CardRequest = FastifyRequest<{ Params: { file: string }; Querystring: { v?: string } }>;

const sendCard = (req: CardRequest, reply: FastifyReply, card: Card, what: string) => {
  if (!card) throw new AppError('NOT_FOUND', { message: `${what} not found` });
  // The page links to the card of what it shows (?v=): that address never changes its picture.
  const cacheControl = req.query.v === card.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  const etag = `"${card.version}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/png').send(card.png);
};

export const registerSeoRoutes = (app: FastifyInstance, seo: SeoService) => {
  app.get('/robots.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()),
  );

  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemapIndex()),
  );

  app.get('/sitemaps/:file', async (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const file = await seo.sitemapFile(req.params.file);
    if (!file) throw new AppError('NOT_FOUND', { message: 'Sitemap not found' });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(file));
  });

  app.get('/og/listings/:file', async (req: CardRequest, reply) => {
    const id = idOfFile(req.params.file);
    return sendCard(req, reply, id ? await seo.drawListingCard(id) : undefined, 'Listing');
  });

  app.get('/og/sellers/:file', async (req: CardRequest, reply) => {
    const id = idOfFile(req.params.file);
    return sendCard(req, reply, id ? await seo.drawSellerCard(id) : undefined, 'Seller');
  });
};
