import { tokenLimits, tokenScopeLabels } from '@agentsy/contracts';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ListingsService } from '../listings/listings.service';
import type { OrdersService } from '../orders/orders.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { ReleasesService } from '../releases/releases.service';
import { createApiV1Service } from './api-v1.service';
import { registerV1ListingsRoutes } from './v1-listings.routes';
import { registerV1SalesRoutes } from './v1-sales.routes';
import { bearerScheme } from './v1-schema';

type Deps = {
  listings: ListingsService;
  releases: ReleasesService;
  orders: OrdersService;
  refunds: RefundsService;
  publicUrl: string;
};

/** Adds more /api/v1 routes (webhooks, discounts, replies) inside the documented scope. */
export type V1Routes = (scope: FastifyInstance) => void;

const description = `The seller API. Every call sends \`Authorization: Bearer agsy_…\` with a token made in
Settings › Developers; a token lasts ${tokenLimits.expiresInDaysMin} to ${tokenLimits.expiresInDaysMax} days and
may make ${tokenLimits.requestsPerMinute} requests a minute (see the \`RateLimit-Limit\`, \`RateLimit-Remaining\`
and \`RateLimit-Reset\` headers, and \`Retry-After\` on a 429). Errors answer \`{ message, code, requestId }\`
with a stable \`code\`.`;

/**
 * /api/v1 in a scope of its own: @fastify/swagger sees every route added in it, and the document
 * at /api/v1/openapi.json is built from the very zod schemas the routes validate with.
 */
export const registerApiV1 = (app: FastifyInstance, { publicUrl, ...services }: Deps, more: V1Routes[] = []) =>
  app.register(async (scope) => {
    await scope.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Agentsy seller API', version: '1.0.0', description },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: {
            [bearerScheme]: {
              type: 'http',
              scheme: 'bearer',
              description: `A token \`agsy_…\` with one or more scopes: ${Object.entries(tokenScopeLabels)
                .map(([scope, label]) => `\`${scope}\` (${label.toLowerCase()})`)
                .join(', ')}.`,
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    const api = createApiV1Service(services);
    registerV1ListingsRoutes(scope, api);
    registerV1SalesRoutes(scope, api);
    for (const add of more) add(scope);
    scope.get('/api/v1/openapi.json', { schema: { hide: true } }, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(scope.swagger()),
    );
  });
