import {
  listingDetailSchema,
  listingSchema,
  listingsCountSchema,
  listingsQuerySchema,
  updateListingSchema,
  videoUploadResponseSchema,
} from '@agentsy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { viewerOf } from '../../plugins/admin-guard';
import { requireUser } from '../../plugins/session';
import { partsOf } from '../../plugins/upload-parts';
import { parseByteRange } from './byte-range';
import type { ListingsService } from './listings.service';
import type { ListingsCache } from './listings-cache';

const idParams = z.object({ id: z.string() });
const listingsResponse = z.array(listingSchema);

export const registerListingsRoutes = (root: FastifyInstance, listings: ListingsService, cache: ListingsCache) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/listings',
    { schema: { querystring: listingsQuerySchema, response: { 200: listingsResponse } } },
    async (req, reply) => {
      // Only the owner's own views need the session; skipping the lookup keeps browsing cheap.
      const needsViewer = req.query.sellerId === 'me' || req.query.includeInactive === 'true';
      // The page is already the JSON of the response schema, written by the database
      // (listingJsonSql): sent as is, a string skips the serializer.
      const page = needsViewer
        ? await listings.listListings({ query: req.query, viewerId: (await req.sessionUser())?.id })
        : // Anyone's answer is everyone's.
          await cache.get(JSON.stringify(req.query), () => listings.listListings({ query: req.query }));
      // The route type only knows the object form of the response.
      return reply.type('application/json; charset=utf-8').send(page as never);
    },
  );

  // The marketplace's heading, beside the page it counts (the page itself stays a plain list).
  app.get(
    '/api/listings/count',
    { schema: { querystring: listingsQuerySchema, response: { 200: listingsCountSchema } } },
    async (req, reply) => {
      const needsViewer = req.query.sellerId === 'me' || req.query.includeInactive === 'true';
      const viewerId = needsViewer ? (await req.sessionUser())?.id : undefined;
      const count = needsViewer
        ? JSON.stringify(await listings.countListings({ query: req.query, viewerId }))
        : await cache.get(`count:${JSON.stringify(req.query)}`, async () =>
            JSON.stringify(await listings.countListings({ query: req.query })),
          );
      return reply.type('application/json; charset=utf-8').send(count as never);
    },
  );

  app.get('/api/listings/:id', { schema: { params: idParams, response: { 200: listingDetailSchema } } }, (req) =>
    listings.getListing(req.params.id, () => req.sessionUser()),
  );

  app.patch(
    '/api/listings/:id',
    {
      schema: { params: idParams, body: updateListingSchema, response: { 200: listingSchema } },
      onRequest: requireUser,
    },
    (req) => listings.updateListing({ viewer: viewerOf(req), listingId: req.params.id, patch: req.body }),
  );

  // Only the two upload routes parse multipart bodies: the plugin adds a hook pair to every
  // request in its scope, and every other route would pay for it.
  root.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 2, fields: 30, fieldSize: 100_000 } });
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/listings',
      { schema: { response: { 201: listingSchema } }, onRequest: requireUser },
      async (req, reply) =>
        reply.status(201).send(await listings.createListing({ userId: req.user.id, parts: partsOf(req) })),
    );
    uploads.post(
      '/api/upload-video',
      { schema: { response: { 201: videoUploadResponseSchema } }, onRequest: requireUser },
      async (req, reply) =>
        reply.status(201).send(await listings.uploadVideo({ userId: req.user.id, parts: partsOf(req) })),
    );
  });

  /** Demo videos, with byte ranges so players can seek. */
  app.get('/api/videos/:id', { schema: { params: idParams }, compress: false }, async (req, reply) => {
    const video = await listings.openVideo(req.params.id, (size) => parseByteRange(req.headers.range, size));
    if (!video) throw new AppError('NOT_FOUND', { message: 'Video not found.' });
    reply.header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=3600');
    if ('unsatisfiable' in video) {
      return reply.status(416).header('content-range', `bytes */${video.size}`).send();
    }
    reply.type(video.mime);
    if (video.range) {
      const { start, end } = video.range;
      reply.status(206).header('content-range', `bytes ${start}-${end}/${video.size}`);
      reply.header('content-length', end - start + 1);
    } else {
      reply.header('content-length', video.size);
    }
    return reply.send(video.stream);
  });
};
