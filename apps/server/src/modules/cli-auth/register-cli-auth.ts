import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { V1Routes } from '../api-v1/register-api-v1';
import type { OrdersService } from '../orders/orders.service';
import type { ReleasesService } from '../releases/releases.service';
import type { TokensService } from '../tokens/tokens.service';
import { registerCliAuthRoutes } from './cli-auth.routes';
import { createDeviceFlowService } from './device-flow.service';
import { registerLibraryRoute } from './library.routes';
import { createLibraryService } from './library.service';

type Deps = {
  db: Database;
  publicUrl: string;
  tokens: TokensService;
  orders: OrdersService;
  releases: ReleasesService;
};

/**
 * The command line's sign-in and its buyer tokens; returns the library route for the /api/v1
 * scope, where it is documented beside the seller calls.
 */
export const registerCliAuthModule = (app: FastifyInstance, { db, publicUrl, tokens, orders, releases }: Deps) => {
  registerCliAuthRoutes(app, { deviceFlow: createDeviceFlowService({ db, tokens, publicUrl }), tokens });
  const library = createLibraryService({ orders, releases });
  const libraryRoute: V1Routes = (scope) => registerLibraryRoute(scope, library);
  return libraryRoute;
};
