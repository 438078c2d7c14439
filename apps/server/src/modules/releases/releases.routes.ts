import {
  downloadQuerySchema,
  listingVersionListSchema,
  listingVersionSchema,
  orderVersionsSchema,
  revokeVersionSchema,
  signedManifestSchema,
  signingKeysSchema,
  updateNoticesResponseSchema,
  updateNoticesSchema,
  versionDiffSchema,
  versionDownloadParamsSchema,
  versionParamsSchema,
} from '@agentsy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/session';
import { partsOf } from '../../plugins/upload-parts';
import { requireUserOrBuyerToken } from '../tokens/require-token';
import type { ReleasesService } from './releases.service';
import { publicKeys } from './signing-keys';
import type { VersionFileDownload } from './version-downloads';
import { reprDigestOf } from './version-view';

const idParams = z.object({ id: z.string() });
const diffParams = z.object({ id: z.string(), from: z.string().max(256), to: z.string().max(256) });

/** RFC 6266: an ASCII fallback plus the UTF-8 original. */
const attachment = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** Every agent download: the file with its RFC 9530 digest, so a client can check the bytes. */
export const sendAgentFile = (reply: FastifyReply, file: VersionFileDownload) =>
  reply
    .header('content-type', file.mime || 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', attachment(file.fileName))
    .header('repr-digest', reprDigestOf(file.sha256))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);

/** Versions and updates (spec part 3, section 1). */
export const registerReleasesRoutes = (root: FastifyInstance, releases: ReleasesService, db: Database) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/listings/:id/versions/:version/manifest',
    { schema: { params: versionParamsSchema, response: { 200: signedManifestSchema } } },
    async (req) =>
      releases.manifest({
        viewer: (await req.sessionUser()) ?? undefined,
        listingId: req.params.id,
        version: req.params.version,
      }),
  );

  // The public keys that check every manifest, retired ones included (docs/verifying-downloads.md).
  app.get('/.well-known/agentsy-keys.json', { schema: { response: { 200: signingKeysSchema } } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(await publicKeys(db)),
  );

  app.get(
    '/api/listings/:id/versions',
    { schema: { params: idParams, response: { 200: listingVersionListSchema } } },
    async (req) => releases.list({ viewer: (await req.sessionUser()) ?? undefined, listingId: req.params.id }),
  );

  app.post(
    '/api/listings/:id/versions/:version/revoke',
    {
      schema: { params: versionParamsSchema, body: revokeVersionSchema, response: { 200: listingVersionSchema } },
      onRequest: requireUser,
    },
    (req) =>
      releases.revoke({ viewer: req.user, listingId: req.params.id, version: req.params.version, body: req.body }),
  );

  app.get(
    '/api/listings/:id/versions/:from/diff/:to',
    { schema: { params: diffParams, response: { 200: versionDiffSchema } }, onRequest: requireUser },
    (req) => releases.diff({ viewer: req.user, listingId: req.params.id, from: req.params.from, to: req.params.to }),
  );

  app.put(
    '/api/listings/:id/update-notices',
    {
      schema: { params: idParams, body: updateNoticesSchema, response: { 200: updateNoticesResponseSchema } },
      onRequest: requireUser,
    },
    (req) => releases.setUpdateNotices({ viewer: req.user, listingId: req.params.id, body: req.body }),
  );

  app.get(
    '/api/orders/:id/versions',
    { schema: { params: idParams, response: { 200: orderVersionsSchema } }, onRequest: requireUser },
    (req) => releases.orderVersions({ userId: req.user.id, orderId: req.params.id }),
  );

  app.get(
    '/api/downloads/:orderId/versions/:version',
    {
      schema: { params: versionDownloadParamsSchema, querystring: downloadQuerySchema },
      // The command line fetches the links of GET /api/v1/library with its buyer token.
      onRequest: requireUserOrBuyerToken,
    },
    async (req, reply) =>
      sendAgentFile(
        reply,
        await releases.openVersionDownload({ userId: req.user.id, ...req.params, token: req.query.token }),
      ),
  );

  // Only the publish route parses multipart bodies in this scope (see listings.routes.ts).
  root.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 2, fields: 30, fieldSize: 100_000 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/listings/:id/versions',
        { schema: { params: idParams, response: { 201: listingVersionSchema } }, onRequest: requireUser },
        async (req, reply) =>
          reply
            .status(201)
            .send(await releases.publish({ viewer: req.user, listingId: req.params.id, parts: partsOf(req) })),
      );
  });
};
