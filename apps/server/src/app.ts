import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Listen, PoolStats } from './db/client';
import { registerAccountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { createAccountDeletionService } from './modules/account-deletion/account-deletion.service';
import { registerAdminMessagesRoutes } from './modules/admin-messages/admin-messages.routes';
import { createAdminMessagesService } from './modules/admin-messages/admin-messages.service';
import type { AdminOpsHooks } from './modules/admin-ops/admin-ops-deps';
import { registerAccountSecurityRoutes } from './modules/auth/account-security.routes';
import { type Auth, createAuth } from './modules/auth/auth';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerSessionNavigationRoutes } from './modules/auth/session-navigation.routes';
import { registerFormsRoutes } from './modules/forms/forms.routes';
import { createFormsService } from './modules/forms/forms.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import type { ReadReplicaProbe } from './modules/health/readiness';
import { registerLeaderboardRoutes } from './modules/leaderboard/leaderboard.routes';
import { createLeaderboardService } from './modules/leaderboard/leaderboard.service';
import { createListingsCache } from './modules/listings/listings-cache';
import { registerMailRoutes } from './modules/mail/mail.routes';
import { createMailService, type MailService } from './modules/mail/mail.service';
import {
  switchOfKind,
  type Unsubscribe,
  type WantsMail,
  wantsMailAmongFrom,
  wantsMailFrom,
} from './modules/mail/mail-preferences';
import type { LiveEventsOptions } from './modules/messaging/live-events';
import { registerMessagingModule } from './modules/messaging/register-messaging';
import { registerAdminModules } from './modules/register-admin';
import { adminOpsHooksOf, registerAdminOpsModules } from './modules/register-admin-ops';
import { registerCatalogModules } from './modules/register-catalog';
import { registerCommerceModules } from './modules/register-commerce';
import { registerCommunityModules } from './modules/register-community';
import { registerSellerPlatform } from './modules/register-platform';
import type { Scanner } from './modules/scanning/engine';
import { registerScanning } from './modules/scanning/register-scanning';
import { createNamesService } from './modules/trust/names.service';
import { registerTrustModule } from './modules/trust/register-trust';
import { createAvatarService } from './modules/users/avatar.service';
import { registerSettingsRoutes } from './modules/users/settings.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOperations } from './plugins/operations';
import { originCheckPlugin } from './plugins/origin-check';
import { registerReadYourWrites } from './plugins/read-your-writes';
import { refuseNulPlugin } from './plugins/refuse-nul';
import { requestIdOf } from './plugins/request-id';
import { registerRequestTimeouts, requestTimeoutOptions } from './plugins/request-timeouts';
import { securityHeadersPlugin } from './plugins/security-headers';
import { securityPolicyFor } from './plugins/security-policy';
import { sessionPlugin } from './plugins/session';
import { sharedRateLimitStore } from './plugins/shared-rate-limit';
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
  /**
   * Catalogue and leaderboard reads: the replica for most requests, the primary for a browser
   * that just wrote (db/read-routing.ts). Unset, they read `db`.
   */
  readDb?: Database;
  /** LISTEN on the same database, for live events from every app process (db/client.ts). */
  listen: Listen;
  /** The database pool's connections, for /metrics (DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats;
  /** The read replica's lag, for /readyz, where reads go to a replica. */
  readReplica?: ReadReplicaProbe;
  /** Event stream limits; tests make them small. */
  liveEvents?: Pick<LiveEventsOptions, 'heartbeatMs' | 'maxBufferedBytes' | 'retentionMs'>;
  storage?: Storage;
  /** Sees every route as it is added; the route fuzz uses it to reach them all. */
  onRoute?: (route: RouteOptions) => void;
  /** The built web app's folder; tests point it at a small template of their own. */
  webDir?: string;
  /** The mail switches of each user; by default the ones users keep in their settings. */
  mailPreferences?: { wantsMail?: WantsMail; unsubscribe?: Unsubscribe };
  /** The audit log and user notes of admin actions; tests may record them instead. */
  adminOpsHooks?: AdminOpsHooks;
  /** The scanning engine; tests pass one that answers what they need. */
  scanner?: Scanner;
};

/** Plugins, then modules, then the error handler: the whole server, without listening. */
export const buildApp = async ({
  config,
  db,
  readDb,
  listen,
  poolStats,
  readReplica,
  liveEvents,
  storage = createStorage(config),
  onRoute,
  webDir,
  mailPreferences = {},
  adminOpsHooks,
  scanner,
}: AppDeps) => {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // The proxy's X-Request-Id when well formed (plugins/request-id.ts), a new UUID otherwise.
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing process on a kept-alive connection is answered, not
    // refused: the balancer cannot safely send a POST it has already written elsewhere, and the
    // process keeps its database until its last request is done (main.ts). /readyz says 503.
    return503OnClosing: false,
    // A client must send its request within these; a slow one holds no connection or file for long.
    ...requestTimeoutOptions(config.timeouts),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const metrics = await registerOperations(app, config);
  registerRequestTimeouts(app, config.timeouts);

  await app.register(securityHeadersPlugin, securityPolicyFor(config));
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  if (readDb) registerReadYourWrites(app, { secure: config.publicUrl.startsWith('https://') });
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(db) });
  await app.register(originCheckPlugin, { allowed: config.trustedOrigins });
  await app.register(refuseNulPlugin);

  // Added before any route so that every write route, in any plugin, empties the cache.
  const listingsCache = createListingsCache({ ttlMs: config.listingsCacheMs });
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') listingsCache.invalidate();
    done(null, payload);
  });

  const names = createNamesService({ db });
  const users = createUsersService({ db, names });
  // Each mail asks the recipient's stored switches; an unsubscribe link turns its kind's switch off.
  const mail = createMailService({
    db,
    publicUrl: config.publicUrl,
    sessionSecret: config.sessionSecret,
    wantsMail: mailPreferences.wantsMail ?? wantsMailFrom(users.notificationPreferencesOf),
    // Tests that set `wantsMail` have it asked for every recipient, mails to many included.
    wantsMailAmong: mailPreferences.wantsMail ? undefined : wantsMailAmongFrom(users.notificationPreferencesAmong),
    unsubscribe:
      mailPreferences.unsubscribe ??
      (async (userId, kind) => {
        await users.updateNotifications({ userId, patch: { [switchOfKind(kind)]: false } });
      }),
  });
  const auth = createAuth({ db, config, mail, names });
  app.decorate('auth', auth);
  app.decorate('mail', mail);
  app.decorate('storage', storage);
  await app.register(sessionPlugin, { auth });

  registerHealthRoutes(app, {
    db,
    storage,
    readReplica,
    maxReplicaLagSeconds: config.maxReplicaLagSeconds,
    disk: { path: config.dataDir, minFreeBytes: config.minFreeDiskBytes },
  });
  registerAuthRoutes(app, auth);
  registerAccountSecurityRoutes(app, { auth });
  registerSessionNavigationRoutes(app, { auth, publicUrl: config.publicUrl });
  const avatars = createAvatarService({ db, storage, log: app.log });
  registerUsersRoutes(app, users);
  registerSettingsRoutes(app, { users, avatars });
  registerTrustModule(app, { db, names, mail, config });
  registerAccountDeletionRoutes(
    app,
    createAccountDeletionService({ db, deleteAvatarFile: avatars.deleteAvatarFileOf }),
  );
  registerFormsRoutes(app, createFormsService({ db, log: app.log }));
  registerLeaderboardRoutes(app, createLeaderboardService({ db: readDb ?? db, cache: config.leaderboardCache }));
  const admin = registerAdminModules(app, { db, accessCode: config.adminAccessCode });
  registerMailRoutes(app, { mail, admin: admin.guard, showOutbox: config.env !== 'production' });
  const { seo, listings } = registerCatalogModules(app, {
    db,
    readDb,
    storage,
    users,
    names,
    listingsCache,
    cachePlatformStats: config.listingsCacheMs > 0,
    publicUrl: config.publicUrl,
    admin,
  });
  // Notes about refunds and chargebacks from the card processor go to the Support Team
  // conversation, which exists once messaging is registered below.
  let notifyUser: AdminOpsHooks['notifyUser'] | undefined;
  const { refunds, paymentDisputes, releases, orders, v1Routes } = await registerCommerceModules(app, {
    config,
    db,
    storage,
    mail,
    admin,
    users,
    notifyUser: () => notifyUser,
  });
  registerScanning(app, { config, db, storage, listen, mail, admin, scanner });
  await registerSellerPlatform(app, { config, db, listen, mail, listings, releases, orders, refunds, v1Routes });
  const { conversations, liveEvents: streams } = await registerMessagingModule(app, {
    db,
    listen,
    live: liveEvents,
    mail,
    acceptsNewConversations: users.allowsMessagingFrom,
  });
  registerCommunityModules(app, { db, mail, admin, conversations });
  metrics.setSources({ poolStats, openStreams: streams.openStreams, mailBacklog: mail.backlog });
  const hooks = adminOpsHooks ?? adminOpsHooksOf({ db, audit: admin.audit, conversations });
  notifyUser = hooks.notifyUser;
  registerAdminMessagesRoutes(app, {
    service: createAdminMessagesService({ conversations, users, audit: hooks.audit }),
    admin: admin.guard,
  });
  registerAdminOpsModules(app, { db, admin: admin.guard, refunds, paymentDisputes, hooks });

  await registerWebApp(app, {
    serveWeb: config.serveWeb,
    webDir,
    publicUrl: config.publicUrl,
    describePage: seo.describePage,
  });
  return app;
};
