import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerApiV1 } from './api-v1/register-api-v1';
import { registerCliAuthModule } from './cli-auth/register-cli-auth';
import type { ListingsService } from './listings/listings.service';
import type { OrdersService } from './orders/orders.service';
import type { RefundsService } from './refunds/refunds.service';
import type { ReleasesService } from './releases/releases.service';
import { registerTokensModule } from './tokens/register-tokens';

type Deps = {
  db: Database;
  publicUrl: string;
  listings: ListingsService;
  releases: ReleasesService;
  orders: OrdersService;
  refunds: RefundsService;
};

/**
 * The seller platform: API tokens, the command line's device sign-in, then /api/v1 and its
 * OpenAPI document on the same services.
 */
export const registerSellerPlatform = async (app: FastifyInstance, { db, publicUrl, ...services }: Deps) => {
  const tokens = registerTokensModule(app, { db });
  const library = registerCliAuthModule(app, { db, publicUrl, tokens, ...services });
  await registerApiV1(app, { ...services, publicUrl }, [library]);
};
