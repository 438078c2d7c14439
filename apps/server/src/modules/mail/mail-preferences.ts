import type { MailKind } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';

/** The e-mail switches of a user's notification preferences (docs/product.md#settings-and-notifications). */
export type MailSwitches = {
  emailNotifications: boolean;
  orderUpdates: boolean;
  sellerUpdates: boolean;
  promotionalEmails: boolean;
  productUpdates: boolean;
  /** "Sellers I follow"; unset reads as on, its default. */
  followedSellers?: boolean;
};

/**
 * Decides whether a user gets a mail of this kind. `tx` is the transaction the mail is queued in:
 * on the embedded database a read outside it would wait for it to end.
 */
export type WantsMail = (userId: string, kind: MailKind, tx?: DbOrTx) => Promise<boolean>;
/** The same question for many recipients in one read: those of `userIds` who get the mail. */
export type WantsMailAmong = (userIds: string[], kind: MailKind, tx?: DbOrTx) => Promise<Set<string>>;
/** Turns off the switch behind a kind, for the one-click unsubscribe link. */
export type Unsubscribe = (userId: string, kind: MailKind) => Promise<void>;

/**
 * Security mails and receipts always go out: they answer something the user just did, or protect
 * the account. The master switch stops every other kind; each kind then has its own switch.
 */
export const mailAllowed = (switches: MailSwitches, kind: MailKind) => {
  if (kind === 'security' || kind === 'receipt') return true;
  if (!switches.emailNotifications) return false;
  if (kind === 'order') return switches.orderUpdates;
  if (kind === 'seller') return switches.sellerUpdates;
  if (kind === 'product_update') return switches.productUpdates;
  if (kind === 'followed_seller') return switches.followedSellers ?? true;
  // The preferences have no switch of their own for messages; the master switch decides.
  if (kind === 'message') return true;
  return switches.promotionalEmails;
};

/** The spec's defaults: everything on except promotional mail. */
export const defaultMailSwitches: MailSwitches = {
  emailNotifications: true,
  orderUpdates: true,
  sellerUpdates: true,
  promotionalEmails: false,
  productUpdates: true,
  followedSellers: true,
};

/** Wires `wantsMail` to a reader of the stored switches. */
export const wantsMailFrom =
  (switchesOf: (userId: string, tx?: DbOrTx) => Promise<MailSwitches>): WantsMail =>
  async (userId, kind, tx) =>
    mailAllowed(await switchesOf(userId, tx), kind);

/** Wires `wantsMailAmong` to a reader of many users' stored switches. */
export const wantsMailAmongFrom =
  (switchesAmong: (userIds: string[], tx?: DbOrTx) => Promise<Map<string, MailSwitches>>): WantsMailAmong =>
  async (userIds, kind, tx) => {
    const switches = await switchesAmong(userIds, tx);
    return new Set(userIds.filter((id) => mailAllowed(switches.get(id) ?? defaultMailSwitches, kind)));
  };

/** Which switch the unsubscribe link of a kind turns off. */
export const switchOfKind = (kind: MailKind): keyof MailSwitches => {
  if (kind === 'order') return 'orderUpdates';
  if (kind === 'seller') return 'sellerUpdates';
  if (kind === 'promotional') return 'promotionalEmails';
  if (kind === 'product_update') return 'productUpdates';
  if (kind === 'followed_seller') return 'followedSellers';
  // Receipts and security mails cannot be switched off; their link turns off the rest.
  return 'emailNotifications';
};

/** The switches a new account starts with (every kind but promotional), for tools without a user store. */
export const defaultWantsMail: WantsMail = async (_userId, kind) => mailAllowed(defaultMailSwitches, kind);
