import {
  apiV1ErrorSchema,
  licenseActivateSchema,
  licenseDeactivateSchema,
  licenseSettingsSchema,
  licenseStateSchema,
  licenseValidateSchema,
  listingMessages,
} from '@agentsy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { requireUser } from '../../plugins/session';
import { createLicensesService, licensingOf } from './licenses.service';

type Limits = { perAddress: number; perKey: number };
/** The listings module's row read, given in: listings already depends on this module. */
type FindListing = (
  db: Database,
  id: string,
) => Promise<{ id: string; userId: string; removedAt: Date | null } | undefined>;

/**
 * The public license calls (no sign-in: an app checks its own key), added inside the documented
 * /api/v1 scope (modules/api-v1/register-api-v1.ts). Each call is limited per client address and,
 * across all three, per key, both counted in the shared store so the limits hold over every app
 * process.
 */
export const v1LicensesRoutes =
  ({ db, limits }: { db: Database; limits: Limits }) =>
  (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const licenses = createLicensesService({ db });
    const perAddress = { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } };
    const keyLimiter = root.createRateLimit({
      max: limits.perKey,
      timeWindow: '1 minute',
      keyGenerator: (req) => `license-key:${(req.body as { key: string }).key}`,
    });
    // After the body is parsed: the key is part of the body.
    const limitPerKey = async (req: FastifyRequest) => {
      const hit = await keyLimiter(req);
      if (!hit.isAllowed && hit.isExceeded) throw new AppError('RATE_LIMITED');
    };
    const options = <B extends z.ZodType>(body: B, summary: string) => ({
      schema: {
        summary,
        description: 'Public: no token. Limited per client address and, across the three license calls, per key.',
        tags: ['Licenses'],
        security: [],
        body,
        response: {
          200: licenseStateSchema,
          400: apiV1ErrorSchema.describe('The request was not valid; `fields` names what to fix.'),
          404: apiV1ErrorSchema.describe('No such key for this listing.'),
          409: apiV1ErrorSchema.describe('`ACTIVATION_LIMIT`, or `LICENSE_INACTIVE` for a refunded or disputed key.'),
          429: apiV1ErrorSchema.describe('Too many calls from this address or for this key; try again in a minute.'),
        },
      },
      config: perAddress,
      preHandler: limitPerKey,
    });

    app.post('/api/v1/licenses/validate', options(licenseValidateSchema, 'Check a license key'), (req) =>
      licenses.validate(req.body),
    );
    app.post('/api/v1/licenses/activate', options(licenseActivateSchema, 'Activate a key on one instance'), (req) =>
      licenses.activate(req.body),
    );
    app.post('/api/v1/licenses/deactivate', options(licenseDeactivateSchema, "Free an instance's activation"), (req) =>
      licenses.deactivate(req.body),
    );
  };

/** The owner's read of a listing's license setting, for Edit Listing. */
export const registerLicensesRoutes = (
  root: FastifyInstance,
  { db, findListing }: { db: Database; findListing: FindListing },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/listings/:id/license-settings',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: licenseSettingsSchema } },
      onRequest: requireUser,
    },
    async (req) => {
      const listing = isUuid(req.params.id) ? await findListing(db, req.params.id) : undefined;
      if (!listing || listing.removedAt) throw new AppError('NOT_FOUND', listingMessages.notFound);
      if (listing.userId !== req.user.id) {
        throw new AppError('FORBIDDEN', { message: 'You can only edit your own listings.' });
      }
      return licensingOf(db, listing.id);
    },
  );
};
