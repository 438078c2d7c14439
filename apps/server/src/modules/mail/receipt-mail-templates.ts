import { buyerFeeLine, formatUsd } from '@agentsy/contracts';
import type { MailContent } from './mail-layout';

type Url = (path: string) => string;

type Receipt = {
  subtotalCents: number;
  feeCents: number;
  amountCents: number;
  orderId: string;
  listingTitle: string;
  /** A seller's code the order used, and the listing's price before it ("19.99"). */
  discountCode?: string;
  originalPrice?: string;
  /** The order's license key, when the listing hands out keys (modules/licenses). */
  licenseKey?: string;
};

const keyRow = (o: Receipt): [string, string][] => (o.licenseKey ? [['License key', o.licenseKey]] : []);

/** The code's rows: what the agent cost and which code took how much off. */
const discountRows = (o: Receipt): [string, string][] =>
  o.discountCode && o.originalPrice
    ? [
        ['Original price', `$${o.originalPrice}`],
        ['Discount code', o.discountCode],
      ]
    : [];

const paidReceipt = (o: Receipt, url: Url): MailContent => ({
  kind: 'receipt',
  subject: `Your receipt for ${o.listingTitle}`,
  heading: 'Thank you for your purchase',
  lines: [`You bought ${o.listingTitle}. Download it any time from your orders.`],
  rows: [
    ['Order', o.orderId],
    ...discountRows(o),
    ['Price', formatUsd(o.subtotalCents)],
    [buyerFeeLine, formatUsd(o.feeCents)],
    ['Total paid', formatUsd(o.amountCents)],
    ...keyRow(o),
  ],
  action: { label: 'Go to my orders', url: url('/orders') },
});

/** A free agent has no money to itemise; the buyer still gets a record of what they took. */
const freeClaimReceipt = (o: Receipt, url: Url): MailContent => ({
  kind: 'receipt',
  subject: `Your receipt for ${o.listingTitle}`,
  heading: 'Enjoy your free agent',
  lines: [`You added ${o.listingTitle} to your orders at no cost. Download it any time from your orders.`],
  rows: [['Order', o.orderId], ...discountRows(o), ['Price', 'FREE'], ...keyRow(o)],
  action: { label: 'Go to my orders', url: url('/orders') },
});

/** The buyer's receipt, queued with the order (modules/orders/book-order.ts). */
export const receiptMailTemplates = {
  purchaseReceipt: (o: Receipt, url: Url): MailContent =>
    o.amountCents === 0 ? freeClaimReceipt(o, url) : paidReceipt(o, url),
};
