import { apiV1ErrorSchema, librarySchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerScheme } from '../api-v1/v1-schema';
import { requireBuyerToken } from '../tokens/require-token';
import type { createLibraryService } from './library.service';

/** GET /api/v1/library, in the documented /api/v1 scope; its token comes from `agentsy login`. */
export const registerLibraryRoute = (root: FastifyInstance, service: ReturnType<typeof createLibraryService>) => {
  root.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/library',
    {
      schema: {
        summary: 'List the agents you own, with their published versions and download links',
        description:
          'Takes the buyer token `agentsy login` receives by the device sign-in (POST /api/cli/device, then ' +
          'POST /api/cli/token), not a seller token. Each `downloadUrl` is signed for 24 hours and is fetched ' +
          'with the same `Authorization` header; a withdrawn version has none.',
        tags: ['Library'],
        security: [{ [bearerScheme]: [] }],
        response: {
          200: librarySchema,
          401: apiV1ErrorSchema.describe('No token, or an unknown, expired or revoked one.'),
          429: apiV1ErrorSchema.describe('More than 600 requests a minute with this token; see `Retry-After`.'),
        },
      },
      onRequest: requireBuyerToken,
    },
    (req) => service.library(req.user.id),
  );
};
