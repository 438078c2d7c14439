import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { holdNthCharge } from '../drills/hold-charge';
import { createPayments } from '../payments';
import type { Storage } from '../storage';
import { v1DiscountsRoutes } from './api-v1/v1-discounts.routes';
import { registerDiscountsRoutes } from './discounts/discounts.routes';
import { createDiscountsService } from './discounts/discounts.service';
import { registerEarningsRoutes } from './earnings/earnings.routes';
import { createEarningsService } from './earnings/earnings.service';
import { registerLicensesRoutes, v1LicensesRoutes } from './licenses/licenses.routes';
import { findListingRow } from './listings/listings.service';
import type { MailService } from './mail/mail.service';
import { registerMcpRoutes } from './mcp/mcp.routes';
import { registerNotificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsService } from './notifications/notifications.service';
import { type CheckoutService, createCheckoutService } from './orders/checkout.service';
import { createDownloadLinks } from './orders/download-links';
import { registerOrdersRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { registerPaymentsRoutes } from './payments/payments.routes';
import { createWebhookEventsService } from './payments/webhook-events.service';
import { createPayoutPreferencesService } from './payouts/payout-preferences.service';
import { registerPayoutsRoutes } from './payouts/payouts.routes';
import { createPayoutsService } from './payouts/payouts.service';
import { createPaymentDisputesService, type NotifyUser } from './refunds/payment-disputes.service';
import { registerRefundsRoutes } from './refunds/refunds.routes';
import { createRefundsService } from './refunds/refunds.service';
import type { AdminModules } from './register-admin';
import { backfillVersions } from './releases/backfill';
import { signUnsignedVersions } from './releases/manifest';
import { sendVersionNotices } from './releases/notices';
import { createNoticesWake } from './releases/notices-wake';
import { registerReleasesRoutes } from './releases/releases.routes';
import { createReleasesService } from './releases/releases.service';
import { configureReleaseSigning } from './releases/signing-keys';
import { registerReviewsRoutes } from './reviews/reviews.routes';
import { createReviewsService } from './reviews/reviews.service';
import { queueScan } from './scanning/scan-queue';
import { type UsersService, visibleProfileGate } from './users/users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the payment reconciliation; main.ts schedules it (jobs/scheduler.ts). */
    reconcilePayments: CheckoutService['reconcile'];
    /** The versions' jobs; main.ts schedules them (jobs/scheduler.ts). */
    releaseJobs: ReleaseJobs;
  }
}

export type ReleaseJobs = {
  /**
   * `db`: the connections the fan-out runs on when it has its own (the app's otherwise); `busy`:
   * requests are using the app's connections, so the job pauses (NOTICES_PACING_MS a pass).
   */
  sendVersionNotices: (
    signal?: AbortSignal,
    on?: { db?: Database; busy?: () => boolean },
  ) => Promise<{ batches: number; notified: number; mailed: number; pausedMs: number }>;
  backfillVersions: (signal?: AbortSignal) => Promise<{ hashed: number; missing: number }>;
  signVersions: (signal?: AbortSignal) => Promise<{ signed: number }>;
  /** A committed publish owes notices: the scheduler runs the notices job at once. */
  noticesOwed: () => void;
  onNoticesOwed: (listener: () => void) => () => void;
};

type Deps = {
  config: Config;
  db: Database;
  storage: Storage;
  mail: MailService;
  admin: AdminModules;
  users: UsersService;
  /** The in-app notifier, known once messaging is registered after this (app.ts). */
  notifyUser: () => NotifyUser | undefined;
};

/** Money: checkout, orders and downloads, reviews, refunds, payouts, seller earnings. */
export const registerCommerceModules = async (
  app: FastifyInstance,
  { config, db, storage, mail, admin, users, notifyUser }: Deps,
) => {
  const { guard: adminGuard, audit } = admin;
  const payments = createPayments({ config, db });
  // Card attempts are limited per client like sign-in; tests fire bursts on purpose.
  const paymentRateLimit = config.authRateLimit ? { rateLimit: { max: 30, timeWindow: '1 minute' } } : {};
  // Exported to the seller API through the returned modules (discount codes of a seller).
  const discounts = createDiscountsService({ db });
  registerDiscountsRoutes(app, discounts);
  const checkout = createCheckoutService({
    db,
    discounts,
    provider: payments.provider,
    log: app.log,
    mail,
    sandbox: payments.sandbox,
    ...(config.crashDrillHoldCharge ? { afterSandboxCharge: holdNthCharge(config.crashDrillHoldCharge, app.log) } : {}),
  });
  app.decorate('reconcilePayments', checkout.reconcile);
  const downloadLinks = createDownloadLinks(config.sessionSecret);
  configureReleaseSigning({ sessionSecret: config.sessionSecret, signingKeyPem: config.signingKeyPem });
  const releases = createReleasesService({
    db,
    storage,
    links: downloadLinks,
    queueScan,
    isElevatedAdmin: adminGuard.isElevatedAdmin,
    findListing: findListingRow,
  });
  const orders = createOrdersService({
    db,
    links: downloadLinks,
    isElevatedAdmin: adminGuard.isElevatedAdmin,
    openCurrentFile: releases.openCurrentFile,
  });
  registerOrdersRoutes(app, { checkout, orders, paymentRateLimit });
  registerLicensesRoutes(app, { db, findListing: findListingRow });
  const licenseRoutes = v1LicensesRoutes({ db, limits: config.licenseLimits });
  registerMcpRoutes(app, { db });
  const paymentDisputes = createPaymentDisputesService({ db, mail, notifyUser, log: app.log });
  registerReleasesRoutes(app, releases, db);
  registerNotificationsRoutes(app, createNotificationsService({ db }));
  const noticesWake = createNoticesWake();
  app.decorate('releaseJobs', {
    sendVersionNotices: (signal, on = {}) =>
      sendVersionNotices(
        { db: on.db ?? db, queueMails: mail.queueMany },
        { signal, pacing: on.busy && { busy: on.busy, budgetMs: config.noticesPacingMs } },
      ),
    backfillVersions: (signal?: AbortSignal) => backfillVersions({ db, storage }, { signal }),
    signVersions: (signal?: AbortSignal) => signUnsignedVersions(db, { signal }),
    noticesOwed: noticesWake.owed,
    onNoticesOwed: noticesWake.onOwed,
  });
  await registerPaymentsRoutes(app, {
    payments,
    checkout,
    webhookEvents: createWebhookEventsService({ db }),
    paymentDisputes,
    paymentRateLimit,
  });
  registerReviewsRoutes(
    app,
    createReviewsService({
      db,
      requireVisibleProfile: visibleProfileGate({
        profileAccessFor: users.profileAccessFor,
        isElevatedAdmin: adminGuard.isElevatedAdmin,
      }),
    }),
  );
  const refunds = createRefundsService({ db, mail });
  registerRefundsRoutes(app, refunds);
  registerPayoutsRoutes(app, {
    payouts: createPayoutsService({ db, isElevatedAdmin: adminGuard.isElevatedAdmin, audit, mail }),
    preferences: createPayoutPreferencesService({ db, sessionSecret: config.sessionSecret }),
    admin: adminGuard,
  });
  registerEarningsRoutes(app, createEarningsService({ db, isElevatedAdmin: adminGuard.isElevatedAdmin }));
  // The public license calls and the seller's discount codes, for the documented /api/v1 scope.
  const v1Routes = [licenseRoutes, v1DiscountsRoutes(discounts)];
  return { refunds, paymentDisputes, releases, orders, discounts, v1Routes };
};
