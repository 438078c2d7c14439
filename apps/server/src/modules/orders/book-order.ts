import type { Database, Transaction } from '../../db/client';
import { issueLicenseKey } from '../licenses/licenses.service';
import type { MailService } from '../mail/mail.service';
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
});

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
  }: { intent: intents.PaymentIntentRow; listing: ListingForSale; mail: Mail; createdAt: Date },
) => {
  const order = await repo.insertOrderOnce(tx, {
    buyerId: intent.buyerId,
    listingId: intent.listingId,
    paymentIntentId: intent.id,
    amountCents: intent.amountCents,
    subtotalCents: intent.subtotalCents,
    feeCents: intent.feeCents,
    status: 'completed',
    createdAt,
  });
  if (!order) return undefined;
  await postSale(tx, { order, provider: intent.provider, sellerId: listing.sellerId });
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
  return order;
};

/** Books a free download's order; undefined when the buyer's claim is already booked. */
export const bookFreeOrder = (
  db: Database,
  { buyerId, listing, mail, createdAt }: { buyerId: string; listing: ListingForSale; mail: Mail; createdAt: Date },
) =>
  db.transaction(async (tx) => {
    const order = await repo.insertOrderOnce(tx, {
      buyerId,
      listingId: listing.id,
      amountCents: 0,
      subtotalCents: 0,
      feeCents: 0,
      status: 'completed',
      createdAt,
    });
    // As for a paid order: the receipt is queued with the order, so one exists exactly when the other does.
    if (order) {
      const licenseKey = await issueLicenseKey(tx, order);
      await mail?.queue(tx, {
        userId: buyerId,
        template: 'purchaseReceipt',
        data: {
          subtotalCents: 0,
          feeCents: 0,
          amountCents: 0,
          orderId: order.id,
          listingTitle: listing.title,
          licenseKey,
        },
      });
    }
    return order;
  });
