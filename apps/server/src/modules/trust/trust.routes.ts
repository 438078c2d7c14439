import {
  domainClaimRequestSchema,
  domainClaimSchema,
  domainRemovedSchema,
  domainStatusResponseSchema,
  domainVerifiedSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import type { DomainsService } from './domains.service';

/** Verified domains (docs/product.md, Verified domain); the name rules have no routes of their own. */
export const registerTrustRoutes = (root: FastifyInstance, domains: DomainsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users/me/domain',
    { schema: { response: { 200: domainStatusResponseSchema } }, onRequest: requireUser },
    (req) => domains.getDomain(req.user.id),
  );

  app.post(
    '/api/users/me/domain',
    { schema: { body: domainClaimRequestSchema, response: { 200: domainClaimSchema } }, onRequest: requireUser },
    async (req) => {
      const { domain, token, txtRecord, wellKnownUrl } = await domains.claimDomain({
        userId: req.user.id,
        domain: req.body.domain,
      });
      return { domain, token, txtRecord, wellKnownUrl };
    },
  );

  // Each check asks DNS servers and fetches a page on the seller's behalf: a few a minute per
  // account is plenty (counted after requireUser, which runs first, so the user is known).
  app.post(
    '/api/users/me/domain/verify',
    {
      schema: { response: { 200: domainVerifiedSchema } },
      onRequest: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (req) => `domain-verify:${req.user.id}` } },
    },
    (req) => domains.verifyDomain({ userId: req.user.id }),
  );

  app.delete(
    '/api/users/me/domain',
    { schema: { response: { 200: domainRemovedSchema } }, onRequest: requireUser },
    (req) => domains.removeDomain(req.user.id),
  );
};
