import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FREE_DOWNLOAD, sandboxCards } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { serverRoot } from '../../lib/package-root';
import { createAdminAuditService } from '../../modules/admin-audit/admin-audit.service';
import { createFavoritesService } from '../../modules/favorites/favorites.service';
import { createListingsService, findListingRow } from '../../modules/listings/listings.service';
import { createCheckoutService } from '../../modules/orders/checkout.service';
import { createDownloadLinks } from '../../modules/orders/download-links';
import { createOrdersService } from '../../modules/orders/orders.service';
import { createRefundsService } from '../../modules/refunds/refunds.service';
import { createReleasesService } from '../../modules/releases/releases.service';
import { createReviewsService } from '../../modules/reviews/reviews.service';
import { queueScan } from '../../modules/scanning/scan-queue';
import { createNamesService } from '../../modules/trust/names.service';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import type { Storage } from '../../storage';
import type { UploadPart } from '../../storage/file-intake';
import type { Database } from '../client';
import type { HistoryTimes } from './backdate';
import { type HistoryPlan, type PlanListing, type PlannedPurchase, sellerReplies } from './history-plan';

const assetsFolder = path.join(serverRoot, 'src/db/demo/assets');
/** Listings that get a demo video; its first frame is the title card the listing page opens on. */
const demoVideos = [
  { title: 'Inbox Zero Assistant', file: 'inbox-zero-assistant.webm' },
  { title: 'Customer Support Chatbot', file: 'customer-support-chatbot.webm' },
  { title: 'Social Media Scheduler', file: 'social-media-scheduler.webm' },
];

type Deps = { db: Database; storage: Storage; log: FastifyBaseLogger };

/**
 * The services a buyer's and a seller's requests go through, wired as the app wires them.
 * Checkout and refunds take a clock: they date orders, refunds and their ledger entries, which
 * are append-only, so the story's time has to be right when they are written.
 */
const servicesFor = ({ db, storage, log }: Deps) => {
  const sandbox = createSandboxProvider({ db });
  const links = createDownloadLinks(randomBytes(32).toString('hex'));
  const audit = createAdminAuditService({ db });
  const releases = createReleasesService({
    db,
    storage,
    links,
    queueScan,
    isElevatedAdmin: async () => false,
    findListing: findListingRow,
  });
  return {
    sandbox,
    links,
    checkoutAt: (at: Date) => createCheckoutService({ db, provider: sandbox.provider, log, now: () => at }),
    refundsAt: (at: Date) => createRefundsService({ db, now: () => at }),
    orders: createOrdersService({
      db,
      links,
      isElevatedAdmin: async () => false,
      openCurrentFile: releases.openCurrentFile,
    }),
    // The demo story writes reviews only; listing a seller's reviews is never asked of it.
    reviews: createReviewsService({ db, requireVisibleProfile: async () => {} }),
    favorites: createFavoritesService({ db }),
    // The story has sellers and buyers only: no admin is ever elevated in it.
    listings: createListingsService({
      db,
      storage,
      isElevatedAdmin: async () => false,
      audit,
      names: createNamesService({ db }),
      queueScan,
    }),
  };
};

/**
 * Plays the plan through the services, one event after another: purchases (the test card, or a
 * free claim), first downloads, favourites, reviews, refund requests and the sellers' answers,
 * then the demo videos. Returns the times of what the services dated with the real clock.
 */
export const tellHistory = async (
  deps: Deps,
  { plan, buyerIds, catalogue, now }: { plan: HistoryPlan; buyerIds: string[]; catalogue: PlanListing[]; now: Date },
) => {
  const services = servicesFor(deps);
  const times: Omit<HistoryTimes, 'userIds'> = { downloads: [], reviews: [], favourites: [] };
  const card = { cardNumber: sandboxCards.success, expMonth: 12, expYear: now.getUTCFullYear() + 5, cvc: '123' };

  /** What the checkout dialog does: a free claim, or an intent paid with the test card. */
  const buy = async (buyerId: string, listingId: string, priceCents: number, at: Date) => {
    const checkout = services.checkoutAt(at);
    if (priceCents === 0) return checkout.processPayment({ buyerId, paymentIntentId: FREE_DOWNLOAD, listingId });
    const intent = await checkout.createPaymentIntent({ buyerId, request: { listingId } });
    await services.sandbox.confirm(intent.clientSecret, card, at);
    return checkout.processPayment({ buyerId, paymentIntentId: intent.paymentIntentId, listingId });
  };

  const live = async (p: PlannedPurchase) => {
    const buyerId = buyerIds[p.buyer]!;
    const listingId = p.listing.id;
    const order = await buy(buyerId, listingId, p.listing.priceCents, p.at);
    // A refund for the wrong platform or a duplicate is asked for before the file is opened.
    if (p.refund?.outcome !== 'approved') {
      const { downloadToken } = services.links.issue(order.id);
      const file = await services.orders.openDownload({ userId: buyerId, orderId: order.id, token: downloadToken });
      file.stream.destroy();
      times.downloads.push({ orderId: order.id, at: new Date(p.at.getTime() + 120_000) });
    }
    if (p.favouriteAt) {
      await services.favorites.addFavorite({ userId: buyerId, listingId });
      times.favourites.push({ userId: buyerId, listingId, at: p.favouriteAt });
    }
    if (p.review) {
      const review = await services.reviews.createReview({
        buyerId,
        request: { listingId, rating: p.review.rating, comment: p.review.comment },
      });
      times.reviews.push({ id: review.id, at: p.review.at });
    }
    if (p.refund) {
      const { outcome, reason, description, at, answeredAt } = p.refund;
      const refund = await services.refundsAt(at).createRefund({ buyerId, orderId: order.id, reason, description });
      const reply = sellerReplies[outcome];
      if (reply) {
        const action = outcome === 'approved' ? 'approve' : 'reject';
        await services
          .refundsAt(answeredAt)
          .respond({ sellerId: p.listing.sellerId, refundId: refund.id, action, message: reply });
      }
    }
  };

  const attachVideo = async ({ title, file }: (typeof demoVideos)[number]) => {
    const listing = catalogue.find((l) => l.title === title);
    if (!listing) return;
    const content = await readFile(path.join(assetsFolder, file));
    async function* parts(): AsyncGenerator<UploadPart> {
      yield {
        type: 'file',
        fieldname: 'video',
        filename: file,
        mimetype: 'video/webm',
        file: Readable.from([content]),
      };
    }
    const { videoUrl } = await services.listings.uploadVideo({ userId: listing.sellerId, parts: parts() });
    await services.listings.updateListing({
      // The seller's own edit, made without a browser session.
      viewer: { id: listing.sellerId, email: '', sessionId: '' },
      listingId: listing.id,
      patch: { videoUrl, tags: undefined },
    });
  };

  for (const p of plan.purchases) await live(p);
  for (const f of plan.favourites) {
    const userId = buyerIds[f.buyer]!;
    await services.favorites.addFavorite({ userId, listingId: f.listing.id });
    times.favourites.push({ userId, listingId: f.listing.id, at: f.at });
  }
  for (const video of demoVideos) await attachVideo(video);
  return { ...times, orders: plan.purchases.length };
};
