import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Listen } from '../db/listen';
import { registerApiV1, type V1Routes } from './api-v1/register-api-v1';
import { v1ReviewRepliesRoutes } from './api-v1/v1-review-replies.routes';
import { v1WebhooksRoutes } from './api-v1/v1-webhooks.routes';
import { registerCliAuthModule } from './cli-auth/register-cli-auth';
import type { ListingsService } from './listings/listings.service';
import type { MailService } from './mail/mail.service';
import type { OrdersService } from './orders/orders.service';
import type { RefundsService } from './refunds/refunds.service';
import type { ReleasesService } from './releases/releases.service';
import { createReviewRepliesService } from './reviews/review-replies.service';
import { registerTokensModule } from './tokens/register-tokens';
import { registerWebhooks } from './webhooks/register-webhooks';

type Deps = {
  config: Config;
  db: Database;
  listen: Listen;
  mail: MailService;
  listings: ListingsService;
  releases: ReleasesService;
  orders: OrdersService;
  refunds: RefundsService;
  /** More routes of other modules for the documented scope (license calls, discount codes). */
  v1Routes: V1Routes[];
};

/**
 * The seller platform: API tokens, webhooks, the command line's device sign-in, then /api/v1
 * and its OpenAPI document on the same services.
 */
export const registerSellerPlatform = async (
  app: FastifyInstance,
  { config, db, listen, mail, v1Routes, ...services }: Deps,
) => {
  const tokens = registerTokensModule(app, { db });
  const webhooks = registerWebhooks(app, { config, db, listen, mail });
  const library = registerCliAuthModule(app, { db, publicUrl: config.publicUrl, tokens, ...services });
  await registerApiV1(app, { ...services, publicUrl: config.publicUrl }, [
    v1WebhooksRoutes(webhooks),
    // The replies service keeps no state, so this one and the web routes' (register-community.ts) agree.
    v1ReviewRepliesRoutes(createReviewRepliesService({ db, queueMail: mail.queue })),
    library,
    ...v1Routes,
  ]);
};
