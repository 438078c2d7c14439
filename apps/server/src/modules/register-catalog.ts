import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Storage } from '../storage';
import { registerAgentRequestsRoutes } from './agent-requests/agent-requests.routes';
import { createAgentRequestsService } from './agent-requests/agent-requests.service';
import { registerFavoritesRoutes } from './favorites/favorites.routes';
import { createFavoritesService } from './favorites/favorites.service';
import { createListingImages } from './listings/listing-images';
import { registerListingImagesRoutes } from './listings/listing-images.routes';
import { registerListingsRoutes } from './listings/listings.routes';
import { createListingsService } from './listings/listings.service';
import type { ListingsCache } from './listings/listings-cache';
import { registerModelsRoutes } from './models/models.routes';
import { createModelsService } from './models/models.service';
import type { AdminModules } from './register-admin';
import { queueScan } from './scanning/scan-queue';
import { registerSellersRoutes } from './sellers/sellers.routes';
import { createSellersService } from './sellers/sellers.service';
import { registerSeoRoutes } from './seo/seo.routes';
import { createSeoService } from './seo/seo.service';
import type { NamesService } from './trust/names.service';
import type { UsersService } from './users/users.service';

/**
 * Selling and browsing: listings, favourites, custom requests, sellers, and what search engines
 * and link previews read of them. Returns the page describer the web app's HTML is filled from.
 */
type Deps = {
  db: Database;
  /** Browse, search, listing detail and seller pages; the replica when there is one (app.ts). */
  readDb: Database | undefined;
  storage: Storage;
  users: UsersService;
  names: NamesService;
  listingsCache: ListingsCache;
  /**
   * Reuse the platform figures for a minute. Off where marketplace answers are never reused
   * (LISTINGS_CACHE_MS=0, as in tests, which change rows straight in the database): the API
   * suite's cluster stage found app processes answering with the figures of an earlier file.
   */
  cachePlatformStats: boolean;
  publicUrl: string;
  admin: AdminModules;
};

export const registerCatalogModules = (
  app: FastifyInstance,
  { db, readDb, storage, users, names, listingsCache, cachePlatformStats, publicUrl, admin }: Deps,
) => {
  const listings = createListingsService({
    db,
    readDb,
    storage,
    isElevatedAdmin: admin.guard.isElevatedAdmin,
    audit: admin.audit,
    names,
    queueScan,
  });
  const sellers = createSellersService({
    db: readDb ?? db,
    profileAccessFor: users.profileAccessFor,
    isElevatedAdmin: admin.guard.isElevatedAdmin,
    ...(cachePlatformStats ? {} : { statsTtlMs: 0 }),
  });
  registerListingsRoutes(app, listings, listingsCache);
  registerListingImagesRoutes(app, createListingImages({ db, storage }));
  registerFavoritesRoutes(app, createFavoritesService({ db }));
  registerAgentRequestsRoutes(app, createAgentRequestsService({ db }));
  registerSellersRoutes(app, sellers);
  registerModelsRoutes(app, { models: createModelsService({ db, audit: admin.audit }), admin: admin.guard });
  const seo = createSeoService({ listings, sellers, publicUrl });
  registerSeoRoutes(app, seo);
  return { seo, listings };
};
