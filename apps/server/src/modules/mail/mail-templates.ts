import { buyerFeeLine, formatUsd, type PaymentChange, paymentChangeNotes } from '@agentsy/contracts';
import type { MailContent } from './mail-layout';
import { trustMailTemplates } from './trust-mail-templates';

/** Links inside a mail point back at the marketplace; `url` makes them absolute. */
type Url = (path: string) => string;

type Amounts = { subtotalCents: number; feeCents: number; amountCents: number };
type RefundFacts = { listingTitle: string; amountCents: number; refundId: string };

/** A refund takes the buyer's review of the agent with it; both sides are told, never silently. */
const reviewRemovedLine = (r: { side: 'buyer' | 'seller'; listingTitle: string; reviewRemoved?: boolean }) =>
  r.reviewRemoved
    ? [
        r.side === 'buyer'
          ? `Your review of ${r.listingTitle} was removed with the refund: reviews are kept for purchases that stand.`
          : `The buyer's review of ${r.listingTitle} was removed with the refund.`,
      ]
    : [];
type PayoutFacts = { amountCents: number; feeCents: number; method: string };

const payoutRows = (p: PayoutFacts): [string, string][] => [
  ['Amount', formatUsd(p.amountCents)],
  ['Fee', formatUsd(p.feeCents)],
  ['You receive', formatUsd(p.amountCents - p.feeCents)],
  ['Method', p.method === 'bank' ? 'Bank transfer' : 'PayPal'],
];

type Receipt = Amounts & { orderId: string; listingTitle: string; licenseKey?: string };
const keyRow = (o: Receipt): [string, string][] => (o.licenseKey ? [['License key', o.licenseKey]] : []);
const paidReceipt = (o: Receipt, url: Url): MailContent => ({
  kind: 'receipt',
  subject: `Your receipt for ${o.listingTitle}`,
  heading: 'Thank you for your purchase',
  lines: [`You bought ${o.listingTitle}. Download it any time from your orders.`],
  rows: [
    ['Order', o.orderId],
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
  rows: [['Order', o.orderId], ['Price', 'FREE'], ...keyRow(o)],
  action: { label: 'Go to my orders', url: url('/orders') },
});

/** Every mail the marketplace sends, by name. Each returns what the layout renders. */
export const mailTemplates = {
  emailVerification: ({ verifyUrl }: { verifyUrl: string }, _url: Url): MailContent => ({
    kind: 'security',
    subject: 'Verify your e-mail address',
    heading: 'Confirm your e-mail address',
    lines: ['Click the button below to confirm that this address is yours. The link works for one hour.'],
    action: { label: 'Verify e-mail', url: verifyUrl },
  }),

  passwordReset: ({ resetUrl }: { resetUrl: string }, _url: Url): MailContent => ({
    kind: 'security',
    subject: 'Reset your password',
    heading: 'Reset your password',
    lines: [
      'Someone asked to reset the password of your Agentsy account. Click the button below to choose a new one. The link works for one hour, once.',
      'If this was not you, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
  }),

  passwordChanged: (_: Record<string, never>, url: Url): MailContent => ({
    kind: 'security',
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    lines: [
      'The password of your account was just changed, and every other device was signed out.',
      'If this was not you, reset your password at once and contact support.',
    ],
    action: { label: 'Open security settings', url: url('/settings?tab=security') },
  }),

  twoFactorChanged: ({ enabled }: { enabled: boolean }, url: Url): MailContent => ({
    kind: 'security',
    subject: enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off',
    heading: enabled ? 'Two-factor authentication turned on' : 'Two-factor authentication turned off',
    lines: [
      enabled
        ? 'Signing in now also asks for a code from your authenticator app or one of your backup codes.'
        : 'Signing in now only asks for your password.',
      'If this was not you, change your password at once and contact support.',
    ],
    action: { label: 'Open security settings', url: url('/settings?tab=security') },
  }),

  purchaseReceipt: (o: Receipt, url: Url): MailContent =>
    o.amountCents === 0 ? freeClaimReceipt(o, url) : paidReceipt(o, url),

  newSale: (s: { listingTitle: string; subtotalCents: number }, url: Url): MailContent => ({
    kind: 'seller',
    subject: `New sale: ${s.listingTitle}`,
    heading: 'You made a sale',
    lines: [`Someone just bought ${s.listingTitle}.`],
    rows: [['Price', formatUsd(s.subtotalCents)]],
    action: { label: 'See your sales', url: url('/seller-dashboard') },
  }),

  refundRequested: (r: RefundFacts & { side: 'buyer' | 'seller'; reason: string }, url: Url): MailContent => ({
    kind: r.side === 'seller' ? 'seller' : 'order',
    subject: `Refund requested: ${r.listingTitle}`,
    heading: r.side === 'seller' ? 'A buyer asked for a refund' : 'Your refund request was sent',
    lines: [
      r.side === 'seller'
        ? `A buyer of ${r.listingTitle} asked for a refund (${r.reason.replace(/[-_]/g, ' ')}). Please answer it.`
        : `Your request for a refund of ${r.listingTitle} went to the seller.`,
    ],
    rows: [['Amount', formatUsd(r.amountCents)]],
    action: { label: 'Open the request', url: url('/refunds') },
  }),

  refundAnswered: (
    r: RefundFacts & { side: 'buyer' | 'seller'; approved: boolean; message: string; reviewRemoved?: boolean },
    url: Url,
  ): MailContent => ({
    kind: r.side === 'seller' ? 'seller' : 'order',
    subject: `Refund ${r.approved ? 'approved' : 'declined'}: ${r.listingTitle}`,
    heading: r.approved ? 'The refund was approved' : 'The refund was declined',
    lines: [
      r.side === 'seller'
        ? `You ${r.approved ? 'approved' : 'declined'} the refund of ${r.listingTitle}.`
        : `The seller ${r.approved ? 'approved' : 'declined'} your refund of ${r.listingTitle}.`,
      ...(r.message ? [`Message: ${r.message}`] : []),
      ...reviewRemovedLine(r),
      ...(r.side === 'buyer' && !r.approved ? ['If you disagree, you can open a dispute from the request.'] : []),
    ],
    rows: [['Amount', formatUsd(r.amountCents)]],
    action: { label: 'Open the request', url: url('/refunds') },
  }),

  refundDisputed: (r: RefundFacts & { side: 'buyer' | 'seller'; reason: string }, url: Url): MailContent => ({
    kind: r.side === 'seller' ? 'seller' : 'order',
    subject: `Refund disputed: ${r.listingTitle}`,
    heading: 'The refund is under review',
    lines: [
      r.side === 'seller'
        ? `The buyer disputed your decision on the refund of ${r.listingTitle}. Our team will decide.`
        : `Your dispute about ${r.listingTitle} reached our team. We will let you know the outcome.`,
      `Reason: ${r.reason}`,
    ],
    action: { label: 'Open the request', url: url('/refunds') },
  }),

  refundResolved: (
    r: RefundFacts & { side: 'buyer' | 'seller'; refunded: boolean; message: string; reviewRemoved?: boolean },
    url: Url,
  ): MailContent => ({
    kind: r.side === 'seller' ? 'seller' : 'order',
    subject: `Dispute resolved: ${r.listingTitle}`,
    heading: r.refunded ? 'The dispute ended with a refund' : "The dispute upheld the seller's decision",
    lines: [
      r.refunded
        ? `${r.side === 'buyer' ? 'You were' : 'The buyer was'} refunded ${formatUsd(r.amountCents)} for ${r.listingTitle}.`
        : `No refund was made for ${r.listingTitle}.`,
      ...(r.message ? [`Decision: ${r.message}`] : []),
      ...reviewRemovedLine(r),
    ],
    action: { label: 'Open the request', url: url('/refunds') },
  }),

  /** A refund or chargeback that happened at the card processor, not through a refund request. */
  paymentChanged: (
    c: { change: PaymentChange; side: 'buyer' | 'seller'; listingTitle: string; amountCents: number; orderId: string },
    url: Url,
  ): MailContent => {
    const note = paymentChangeNotes(c.change, c.side, { title: c.listingTitle, amount: formatUsd(c.amountCents) });
    return {
      kind: c.side === 'seller' ? 'seller' : 'order',
      subject: note.subject,
      heading: note.subject,
      lines: [note.text],
      rows: [['Order', c.orderId]],
      action:
        c.side === 'seller'
          ? { label: 'See your sales', url: url('/seller-dashboard') }
          : { label: 'Go to my orders', url: url('/orders') },
    };
  },

  payoutRequested: (p: PayoutFacts, url: Url): MailContent => ({
    kind: 'seller',
    subject: `Payout requested: ${formatUsd(p.amountCents)}`,
    heading: 'Your payout is on its way',
    lines: ['We received your payout request and will process it soon.'],
    rows: payoutRows(p),
    action: { label: 'See your payouts', url: url('/seller-dashboard') },
  }),

  payoutProcessed: (p: PayoutFacts & { paid: boolean }, url: Url): MailContent => ({
    kind: 'seller',
    subject: p.paid ? `Payout sent: ${formatUsd(p.amountCents - p.feeCents)}` : 'Your payout failed',
    heading: p.paid ? 'Your payout was sent' : 'Your payout failed',
    lines: [
      p.paid
        ? 'The money is on its way to your account.'
        : 'We could not send this payout. The amount is back in your balance; check your payout details and request it again.',
    ],
    rows: payoutRows(p),
    action: { label: 'See your payouts', url: url('/seller-dashboard') },
  }),

  newMessage: (m: { senderName: string; preview: string }, url: Url): MailContent => ({
    kind: 'message',
    subject: `New message from ${m.senderName}`,
    heading: `${m.senderName} sent you a message`,
    lines: [m.preview, 'Further messages in this conversation within the hour arrive without another mail.'],
    action: { label: 'Open messages', url: url('/messages') },
  }),

  /** Spec part 3, section 1: the version, its changelog and a link, to every entitled buyer. */
  versionPublished: (v: { listingTitle: string; version: string; changelog: string }, url: Url): MailContent => ({
    kind: 'product_update',
    subject: `${v.listingTitle} ${v.version} is available`,
    heading: `${v.listingTitle} has a new version: ${v.version}`,
    lines: [
      ...(v.changelog ? ['What changed:', v.changelog] : []),
      'Download it from your orders; it is included in your purchase.',
    ],
    action: { label: 'Go to my orders', url: url('/orders') },
  }),
  ...trustMailTemplates,
  /** A published version a later security check blocked: to its downloaders and its seller. */
  versionBlocked: (v: { listingTitle: string; version: string; reason: string }, url: Url): MailContent => ({
    kind: 'product_update',
    subject: `${v.listingTitle} ${v.version} was withdrawn`,
    heading: `${v.listingTitle} ${v.version} was withdrawn`,
    lines: [`It was withdrawn because ${v.reason}.`, 'Please delete any copy of this version you downloaded.'],
    action: { label: 'Go to my orders', url: url('/orders') },
  }),
} as const;

export type MailTemplates = typeof mailTemplates;
export type TemplateName = keyof MailTemplates;
export type TemplateData<N extends TemplateName> = Parameters<MailTemplates[N]>[0];
