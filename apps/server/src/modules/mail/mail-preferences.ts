import type { MailKind } from '@agentsy/contracts';

/** The e-mail switches of a user's notification preferences (spec 1 §3). */
export type MailSwitches = {
  emailNotifications: boolean;
  orderUpdates: boolean;
  sellerUpdates: boolean;
  promotionalEmails: boolean;
};

/** Decides whether a user gets a mail of this kind. */
export type WantsMail = (userId: string, kind: MailKind) => Promise<boolean>;
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
};

/** Wires `wantsMail` to a reader of the stored switches. */
export const wantsMailFrom =
  (switchesOf: (userId: string) => Promise<MailSwitches>): WantsMail =>
  async (userId, kind) =>
    mailAllowed(await switchesOf(userId), kind);

/** Which switch the unsubscribe link of a kind turns off. */
export const switchOfKind = (kind: MailKind): keyof MailSwitches => {
  if (kind === 'order') return 'orderUpdates';
  if (kind === 'seller') return 'sellerUpdates';
  if (kind === 'promotional') return 'promotionalEmails';
  // Receipts and security mails cannot be switched off; their link turns off the rest.
  return 'emailNotifications';
};

/**
 * Until stored preferences exist, everyone gets the default switches: every kind but
 * promotional. Replace with `wantsMailFrom(notificationPreferencesOf)` once they are stored.
 */
export const defaultWantsMail: WantsMail = async (_userId, kind) => mailAllowed(defaultMailSwitches, kind);
