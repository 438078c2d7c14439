import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Storage } from '../storage';
import { registerAgentRequestsRoutes } from './agent-requests/agent-requests.routes';
import { createAgentRequestsService } from './agent-requests/agent-requests.service';
import { registerFavoritesRoutes } from './favorites/favorites.routes';
import { createFavoritesService } from './favorites/favorites.service';
import { registerListingsRoutes } from './listings/listings.routes';
import { createListingsService } from './listings/listings.service';
import type { ListingsCache } from './listings/listings-cache';
import { registerSellersRoutes } from './sellers/sellers.routes';
import { createSellersService } from './sellers/sellers.service';

/** Selling and browsing: listings, favourites, custom requests, sellers. */
type Deps = { db: Database; storage: Storage; listingsCache: ListingsCache };

export const registerCatalogModules = (app: FastifyInstance, { db, storage, listingsCache }: Deps) => {
  registerListingsRoutes(app, createListingsService({ db, storage }), listingsCache);
  registerFavoritesRoutes(app, createFavoritesService({ db }));
  registerAgentRequestsRoutes(app, createAgentRequestsService({ db }));
  registerSellersRoutes(app, createSellersService({ db }));
};
