import { formatCents } from '@agentsy/contracts';
import type { Database, Transaction } from '../../db/client';
import { issueLicenseKey } from '../licenses/licenses.service';
import type { MailService } from '../mail/mail.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import * as repo from './orders.repo';
import * as intents from './payment-intents.repo';
import { postSale } from './sale-ledger';

/**
 * Where an order is booked, and nowhere else: the order row with what must exist exactly when it
 * does (the ledger entries, the intent marked succeeded, the license key, the receipt and the sale notice).
 */

type Mail = Pick<MailService, 'queue'> | undefined;
type ListingForSale = NonNullable<Awaited<ReturnType<typeof repo.findListingForSale>>>;

const amountsOf = (o: repo.OrderRow) => ({
  subtotalCents: o.subtotalCents,
  feeCents: o.feeCents,
  amountCents: o.amountCents,
  // The receipt names the code and the price it took off from.
  ...(o.discountCode ? { discountCode: o.discountCode, originalPrice: formatCents(o.originalPriceCents ?? 0) } : {}),
});

/** What an `order.completed` webhook says; the buyer is named by id only. */
const orderEventOf = (o: repo.OrderRow, listing: ListingForSale) => ({
  orderId: o.id,
  listingId: listing.id,
  listingTitle: listing.title,
  buyerId: o.buyerId,
  ...amountsOf(o),
  createdAt: o.createdAt.toISOString(),
});

/** A code that made the order free: recorded on it, and its redemption counted with it. */
type FreeDiscount = {
  code: string;
  originalPriceCents: number;
  hold: (tx: Transaction, orderId: string) => Promise<void>;
};

/**
 * Books the order a verified payment pays for, inside the settlement's transaction; undefined
 * when the one-live-order rule holds one already.
 */
export const bookPaidOrder = async (
  tx: Transaction,
  {
    intent,
    listing,
    mail,
    createdAt,
    useRedemption,
  }: {
    intent: intents.PaymentIntentRow;
    listing: ListingForSale;
    mail: Mail;
    createdAt: Date;
    /** The held redemption of the intent's code becomes used, in this transaction. */
    useRedemption?: (tx: Transaction, o: { paymentIntentId: string; orderId: string }) => Promise<void>;
  },
) => {
  const order = await repo.insertOrderOnce(tx, {
    buyerId: intent.buyerId,
    listingId: intent.listingId,
    paymentIntentId: intent.id,
    amountCents: intent.amountCents,
    subtotalCents: intent.subtotalCents,
    feeCents: intent.feeCents,
    discountCode: intent.discountCode,
    originalPriceCents: intent.originalPriceCents,
    status: 'completed',
    createdAt,
  });
  if (!order) return undefined;
  // The ledger books the order's subtotal: with a code, the discounted price.
  await postSale(tx, { order, provider: intent.provider, sellerId: listing.sellerId });
  if (intent.discountCodeId) await useRedemption?.(tx, { paymentIntentId: intent.id, orderId: order.id });
  await intents.markPaymentIntent(tx, intent.id, 'succeeded');
  const licenseKey = await issueLicenseKey(tx, order);
  // In the order's transaction: a receipt exists exactly when the order does.
  await mail?.queue(tx, {
    userId: intent.buyerId,
    template: 'purchaseReceipt',
    data: { ...amountsOf(order), orderId: order.id, listingTitle: listing.title, licenseKey },
  });
  await mail?.queue(tx, {
    userId: listing.sellerId,
    template: 'newSale',
    data: { listingTitle: listing.title, subtotalCents: order.subtotalCents },
  });
  await emitWebhookEvent(tx, listing.sellerId, 'order.completed', orderEventOf(order, listing));
  return order;
};

/** Books a free download's order; undefined when the buyer's claim is already booked. */
export const bookFreeOrder = (
  db: Database,
  {
    buyerId,
    listing,
    mail,
    createdAt,
    discount,
  }: { buyerId: string; listing: ListingForSale; mail: Mail; createdAt: Date; discount?: FreeDiscount },
) =>
  db.transaction(async (tx) => {
    const order = await repo.insertOrderOnce(tx, {
      buyerId,
      listingId: listing.id,
      amountCents: 0,
      subtotalCents: 0,
      feeCents: 0,
      discountCode: discount?.code ?? null,
      originalPriceCents: discount?.originalPriceCents ?? null,
      status: 'completed',
      createdAt,
    });
    if (order && discount) await discount.hold(tx, order.id);
    // As for a paid order: the receipt is queued with the order, so one exists exactly when the other does.
    if (order) {
      const licenseKey = await issueLicenseKey(tx, order);
      await mail?.queue(tx, {
        userId: buyerId,
        template: 'purchaseReceipt',
        data: { ...amountsOf(order), orderId: order.id, listingTitle: listing.title, licenseKey },
      });
      await emitWebhookEvent(tx, listing.sellerId, 'order.completed', orderEventOf(order, listing));
    }
    return order;
  });
