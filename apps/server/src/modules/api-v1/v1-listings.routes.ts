import {
  listingSchema,
  listingVersionListSchema,
  listingVersionSchema,
  revokeVersionSchema,
  updateListingSchema,
  v1ListingsQuerySchema,
  v1ListingsSchema,
  versionParamsSchema,
} from '@agentsy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/admin-guard';
import { partsOf } from '../../plugins/upload-parts';
import { requireToken } from '../tokens/require-token';
import type { ApiV1Service } from './api-v1.service';
import { v1Schema } from './v1-schema';

const idParams = z.object({ id: z.string().meta({ description: 'The listing id.' }) });
const tag = 'Listings';

const listingFields =
  'Multipart form, as the create screen sends it: `title`, `description`, `platform`, `price` ' +
  '(dollars, such as 19.99), optional `useCase`, `tags`, `compatibility` (JSON) and the agent file as `file`.';
const versionFields =
  'Multipart form: `version` (semantic version, higher than the current one), `changelog`, ' +
  'optional `compatibility` (JSON) and the agent file as `file`.';

/** The seller's listings and their versions, by token. */
export const registerV1ListingsRoutes = (root: FastifyInstance, api: ApiV1Service) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/listings',
    {
      schema: v1Schema('listings:read', {
        tag,
        summary: 'List your listings, live or not, newest first',
        querystring: v1ListingsQuerySchema,
        response: { 200: v1ListingsSchema },
      }),
      onRequest: requireToken('listings:read'),
    },
    // Already JSON; a string skips the serializer (as GET /api/listings does).
    async (req, reply) =>
      reply.type('application/json; charset=utf-8').send((await api.listListings(viewerOf(req), req.query)) as never),
  );

  app.get(
    '/api/v1/listings/:id',
    {
      schema: v1Schema('listings:read', {
        tag,
        summary: 'Read one of your listings',
        byListing: true,
        params: idParams,
        response: { 200: listingSchema },
      }),
      onRequest: requireToken('listings:read'),
    },
    (req) => api.getListing(viewerOf(req), req.params.id),
  );

  app.patch(
    '/api/v1/listings/:id',
    {
      schema: v1Schema('listings:write', {
        tag,
        summary: "Update a listing's details",
        byListing: true,
        params: idParams,
        body: updateListingSchema,
        response: { 200: listingSchema },
      }),
      onRequest: requireToken('listings:write'),
    },
    (req) => api.updateListing(viewerOf(req), req.params.id, req.body),
  );

  app.get(
    '/api/v1/listings/:id/versions',
    {
      schema: v1Schema('listings:read', {
        tag,
        summary: "List a listing's versions, newest first",
        byListing: true,
        params: idParams,
        response: { 200: z.object({ data: listingVersionListSchema }) },
      }),
      onRequest: requireToken('listings:read'),
    },
    (req) => api.listVersions(viewerOf(req), req.params.id),
  );

  app.post(
    '/api/v1/listings/:id/versions/:version/revoke',
    {
      schema: v1Schema('listings:write', {
        tag,
        summary: 'Revoke a published version',
        byListing: true,
        params: versionParamsSchema,
        body: revokeVersionSchema,
        response: { 200: listingVersionSchema },
      }),
      onRequest: requireToken('listings:write'),
    },
    (req) => api.revokeVersion(viewerOf(req), req.params.id, req.params.version, req.body.reason),
  );

  // Only the upload routes parse multipart bodies (see listings.routes.ts).
  root.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 2, fields: 30, fieldSize: 100_000 } });
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/v1/listings',
      {
        schema: v1Schema('listings:write', {
          tag,
          summary: 'Create a listing',
          description: listingFields,
          consumes: ['multipart/form-data'],
          response: { 201: listingSchema },
        }),
        onRequest: requireToken('listings:write'),
      },
      async (req, reply) => reply.status(201).send(await api.createListing(viewerOf(req), partsOf(req))),
    );
    uploads.post(
      '/api/v1/listings/:id/versions',
      {
        schema: v1Schema('listings:write', {
          tag,
          summary: 'Publish a new version',
          description: versionFields,
          byListing: true,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 201: listingVersionSchema },
        }),
        onRequest: requireToken('listings:write'),
      },
      async (req, reply) =>
        reply.status(201).send(await api.publishVersion(viewerOf(req), req.params.id, partsOf(req))),
    );
  });
};
