import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Storage } from '../storage';
import { registerAgentRequestsRoutes } from './agent-requests/agent-requests.routes';
import { createAgentRequestsService } from './agent-requests/agent-requests.service';
import { registerFavoritesRoutes } from './favorites/favorites.routes';
import { createFavoritesService } from './favorites/favorites.service';
import { registerListingsRoutes } from './listings/listings.routes';
import { createListingsService } from './listings/listings.service';
import { registerSellersRoutes } from './sellers/sellers.routes';
import { createSellersService } from './sellers/sellers.service';

/** Selling and browsing: listings, favourites, custom requests, sellers. */
export const registerCatalogModules = (app: FastifyInstance, { db, storage }: { db: Database; storage: Storage }) => {
  registerListingsRoutes(app, createListingsService({ db, storage }));
  registerFavoritesRoutes(app, createFavoritesService({ db }));
  registerAgentRequestsRoutes(app, createAgentRequestsService({ db }));
  registerSellersRoutes(app, createSellersService({ db }));
};
