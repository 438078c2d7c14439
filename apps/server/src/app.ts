import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Auth, createAuth } from './modules/auth/auth';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerSessionNavigationRoutes } from './modules/auth/session-navigation.routes';
import { registerFormsRoutes } from './modules/forms/forms.routes';
import { createFormsService } from './modules/forms/forms.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createListingsCache } from './modules/listings/listings-cache';
import { registerCatalogModules } from './modules/register-catalog';
import { registerCommerceModules } from './modules/register-commerce';
import { createAccountDeletionService } from './modules/users/account-deletion.service';
import { createAvatarService } from './modules/users/avatar.service';
import { registerSettingsRoutes } from './modules/users/settings.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerErrorHandler } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { refuseNulPlugin } from './plugins/refuse-nul';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { createStorage, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    storage: Storage;
  }
}

export type AppDeps = {
  config: Config;
  db: Database;
  storage?: Storage;
  /** Sees every route as it is added; the route fuzz uses it to reach them all. */
  onRoute?: (route: RouteOptions) => void;
  /** The built web app's folder; tests point it at a small template of their own. */
  webDir?: string;
};

/** The card provider's browser script, its card frames and its API; allowed only when it is configured. */
const stripeOrigins = (config: Config) =>
  config.stripe
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com'], connect: ['https://api.stripe.com'] }
    : { script: [], frame: [], connect: [] };

/** Plugins, then modules, then the error handler: the whole server, without listening. */
export const buildApp = async ({ config, db, storage = createStorage(config), onRoute, webDir }: AppDeps) => {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const stripe = stripeOrigins(config);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...stripe.script],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        upgradeInsecureRequests: null,
      },
    },
    // The dev web server on another port must be able to load API media.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Over plain HTTP the header is ignored at best, and a localhost install must not pin https.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(originCheckPlugin, { allowed: config.trustedOrigins });
  await app.register(refuseNulPlugin);

  // Added before any route so that every write route, in any plugin, empties the cache.
  const listingsCache = createListingsCache({ ttlMs: config.listingsCacheMs });
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') listingsCache.invalidate();
    done(null, payload);
  });

  const auth = createAuth({ db, config });
  app.decorate('auth', auth);
  app.decorate('storage', storage);
  await app.register(sessionPlugin, { auth });

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth);
  registerSessionNavigationRoutes(app, { auth, publicUrl: config.publicUrl });
  const users = createUsersService({ db });
  const avatars = createAvatarService({ db, storage, log: app.log });
  registerUsersRoutes(app, users);
  registerSettingsRoutes(app, {
    users,
    avatars,
    deletion: createAccountDeletionService({ db, deleteAvatarFile: avatars.deleteAvatarFileOf }),
  });
  registerFormsRoutes(app, createFormsService({ db, log: app.log }));
  const { seo } = registerCatalogModules(app, { db, storage, users, listingsCache, publicUrl: config.publicUrl });
  await registerCommerceModules(app, { config, db, storage });

  await registerWebApp(app, {
    serveWeb: config.serveWeb,
    webDir,
    publicUrl: config.publicUrl,
    describePage: seo.describePage,
  });
  return app;
};
