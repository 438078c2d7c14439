import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Auth, createAuth } from './modules/auth/auth';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerSessionNavigationRoutes } from './modules/auth/session-navigation.routes';
import { registerEarningsRoutes } from './modules/earnings/earnings.routes';
import { createEarningsService } from './modules/earnings/earnings.service';
import { registerFormsRoutes } from './modules/forms/forms.routes';
import { createFormsService } from './modules/forms/forms.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createDownloadLinks } from './modules/orders/download-links';
import { registerOrdersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { createWebhookEventsService } from './modules/payments/webhook-events.service';
import { createPayoutPreferencesService } from './modules/payouts/payout-preferences.service';
import { registerPayoutsRoutes } from './modules/payouts/payouts.routes';
import { createPayoutsService } from './modules/payouts/payouts.service';
import { registerRefundsRoutes } from './modules/refunds/refunds.routes';
import { createRefundsService } from './modules/refunds/refunds.service';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createPayments } from './payments';
import { createAdminGuard } from './plugins/admin-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { sessionPlugin } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { createLocalStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';

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
};

/** Plugins, then modules, then the error handler: the whole server, without listening. */
export const buildApp = async ({
  config,
  db,
  storage = createLocalStorage(path.join(config.dataDir, 'uploads')),
}: AppDeps) => {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The dev web server on another port must be able to load API media.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { files: 2, fields: 30, fieldSize: 100_000 } });
  await app.register(rateLimit, { global: false });
  await app.register(originCheckPlugin, { allowed: [config.publicUrl] });

  const auth = createAuth({ db, config });
  app.decorate('auth', auth);
  app.decorate('storage', storage);
  await app.register(sessionPlugin, { auth });

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth);
  registerSessionNavigationRoutes(app, { auth, publicUrl: config.publicUrl });
  registerUsersRoutes(app, createUsersService({ db }));
  registerFormsRoutes(app, createFormsService({ db, log: app.log }));

  const adminGuard = createAdminGuard({ db });
  const payments = createPayments({ config, db });
  // Card attempts are limited per client like sign-in; tests fire bursts on purpose.
  const paymentRateLimit = config.authRateLimit ? { rateLimit: { max: 30, timeWindow: '1 minute' } } : {};
  const checkout = createCheckoutService({ db, provider: payments.provider, log: app.log });
  const downloadLinks = createDownloadLinks(config.sessionSecret);
  const orders = createOrdersService({ db, storage, links: downloadLinks, isAdmin: adminGuard.isAdmin });
  registerOrdersRoutes(app, { checkout, orders, paymentRateLimit });
  await registerPaymentsRoutes(app, {
    payments,
    checkout,
    webhookEvents: createWebhookEventsService({ db }),
    paymentRateLimit,
  });
  registerReviewsRoutes(app, createReviewsService({ db }));
  registerRefundsRoutes(app, createRefundsService({ db }), adminGuard);
  registerPayoutsRoutes(app, {
    payouts: createPayoutsService({ db, isAdmin: adminGuard.isAdmin }),
    preferences: createPayoutPreferencesService({ db, sessionSecret: config.sessionSecret }),
    admin: adminGuard,
  });
  registerEarningsRoutes(app, createEarningsService({ db, isAdmin: adminGuard.isAdmin }));

  await registerWebApp(app, { serveWeb: config.serveWeb });
  return app;
};
