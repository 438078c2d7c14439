import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Listen } from './db/client';
import { AppError } from './lib/app-error';
import { registerAdminMessagesRoutes } from './modules/admin-messages/admin-messages.routes';
import { createAdminMessagesService } from './modules/admin-messages/admin-messages.service';
import { type AdminOpsHooks, loggingAdminOpsHooks } from './modules/admin-ops/admin-ops-deps';
import { registerAccountSecurityRoutes } from './modules/auth/account-security.routes';
import { type Auth, createAuth } from './modules/auth/auth';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerSessionNavigationRoutes } from './modules/auth/session-navigation.routes';
import { registerFormsRoutes } from './modules/forms/forms.routes';
import { createFormsService } from './modules/forms/forms.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createListingsCache } from './modules/listings/listings-cache';
import { registerMailRoutes } from './modules/mail/mail.routes';
import { createMailService, type MailService } from './modules/mail/mail.service';
import { defaultWantsMail, type Unsubscribe, type WantsMail } from './modules/mail/mail-preferences';
import type { LiveEventsOptions } from './modules/messaging/live-events';
import { registerMessagingModule } from './modules/messaging/register-messaging';
import { registerAdminOpsModules } from './modules/register-admin-ops';
import { registerCatalogModules } from './modules/register-catalog';
import { registerCommerceModules } from './modules/register-commerce';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createAdminGuard } from './plugins/admin-guard';
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
    /** The outbox; main.ts hands it to the jobs that mail (weekly payouts). */
    mail: MailService;
  }
}

export type AppDeps = {
  config: Config;
  db: Database;
  /** LISTEN on the same database, for live events from every app process (db/client.ts). */
  listen: Listen;
  /** Event stream limits; tests make them small. */
  liveEvents?: Pick<LiveEventsOptions, 'heartbeatMs' | 'maxBufferedBytes' | 'retentionMs'>;
  storage?: Storage;
  /** Sees every route as it is added; the route fuzz uses it to reach them all. */
  onRoute?: (route: RouteOptions) => void;
  /** The built web app's folder; tests point it at a small template of their own. */
  webDir?: string;
  /** The mail switches of each user; the default lets every kind but promotional through. */
  mailPreferences?: { wantsMail?: WantsMail; unsubscribe?: Unsubscribe };
  /** The audit log and user notes of admin actions; until given, they go to the server log. */
  adminOpsHooks?: AdminOpsHooks;
};

/** Until notification preferences are stored, an unsubscribe link has no switch to turn off. */
const unsubscribeNotStored: Unsubscribe = async () => {
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'Unsubscribing is not available yet.' });
};

/** The card provider's browser script, its card frames and its API; allowed only when it is configured. */
const stripeOrigins = (config: Config) =>
  config.stripe
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com'], connect: ['https://api.stripe.com'] }
    : { script: [], frame: [], connect: [] };

/** Plugins, then modules, then the error handler: the whole server, without listening. */
export const buildApp = async ({
  config,
  db,
  listen,
  liveEvents,
  storage = createStorage(config),
  onRoute,
  webDir,
  mailPreferences = {},
  adminOpsHooks,
}: AppDeps) => {
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

  const mail = createMailService({
    db,
    publicUrl: config.publicUrl,
    sessionSecret: config.sessionSecret,
    wantsMail: mailPreferences.wantsMail ?? defaultWantsMail,
    unsubscribe: mailPreferences.unsubscribe ?? unsubscribeNotStored,
  });
  const auth = createAuth({ db, config, mail });
  app.decorate('auth', auth);
  app.decorate('mail', mail);
  app.decorate('storage', storage);
  await app.register(sessionPlugin, { auth });

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth);
  registerAccountSecurityRoutes(app, { auth });
  registerMailRoutes(app, { mail, admin: createAdminGuard({ db }), showOutbox: config.env !== 'production' });
  registerSessionNavigationRoutes(app, { auth, publicUrl: config.publicUrl });
  registerUsersRoutes(app, createUsersService({ db }));
  registerFormsRoutes(app, createFormsService({ db, log: app.log }));
  const { seo } = registerCatalogModules(app, { db, storage, listingsCache, publicUrl: config.publicUrl });
  const { adminGuard, refunds } = await registerCommerceModules(app, { config, db, storage, mail });
  const { conversations } = await registerMessagingModule(app, { db, listen, live: liveEvents, mail });
  // Notes about admin actions reach the user as Support Team messages unless the caller says otherwise.
  const hooks: AdminOpsHooks = adminOpsHooks ?? {
    ...loggingAdminOpsHooks(app.log),
    notifyUser: async (userId, text) => {
      await conversations.postSupportMessage({ userId, content: text });
    },
  };
  registerAdminMessagesRoutes(app, {
    service: createAdminMessagesService({ conversations, users: createUsersService({ db }), audit: hooks.audit }),
    admin: adminGuard,
  });
  registerAdminOpsModules(app, {
    db,
    admin: adminGuard,
    refunds,
    hooks,
  });

  await registerWebApp(app, {
    serveWeb: config.serveWeb,
    webDir,
    publicUrl: config.publicUrl,
    describePage: seo.describePage,
  });
  return app;
};
