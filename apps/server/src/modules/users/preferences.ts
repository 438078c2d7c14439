import {
  defaultNotificationPreferences,
  defaultPrivacyPreferences,
  type NotificationPreferences,
  type PrivacyPreferences,
} from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { findPreferences, findPreferencesAmong, type PreferencesRow } from './preferences.repo';

const notificationsOf = (row: PreferencesRow | undefined): NotificationPreferences =>
  row
    ? {
        emailNotifications: row.emailNotifications,
        orderUpdates: row.orderUpdates,
        promotionalEmails: row.promotionalEmails,
        sellerUpdates: row.sellerUpdates,
        browserNotifications: row.browserNotifications,
        productUpdates: row.productUpdates,
        followedSellers: row.followedSellers,
      }
    : { ...defaultNotificationPreferences };

const privacyOf = (row: PreferencesRow | undefined): PrivacyPreferences =>
  row
    ? {
        profileVisibility: row.profileVisibility,
        showPurchaseHistory: row.showPurchaseHistory,
        allowMessaging: row.allowMessaging,
      }
    : { ...defaultPrivacyPreferences };

export const toNotificationPreferences = notificationsOf;
export const toPrivacyPreferences = privacyOf;

/**
 * The notification switches of a user (the defaults when never saved). Takes a transaction
 * too, so a mail written in the same transaction as its event can honour them.
 */
export const notificationPreferencesOf = async (db: DbOrTx, userId: string) =>
  notificationsOf(await findPreferences(db, userId));

/** The same for many users in one read, for a mail to each of them. */
export const notificationPreferencesAmong = async (db: DbOrTx, userIds: string[]) => {
  const saved = new Map((await findPreferencesAmong(db, userIds)).map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, notificationsOf(saved.get(id))]));
};

export const privacyPreferencesOf = async (db: DbOrTx, userId: string) => privacyOf(await findPreferences(db, userId));

/**
 * Whether the user accepts new conversations. Support conversations are the caller's exception:
 * this answers only the user's own choice.
 */
export const allowsMessagingFrom = async (db: DbOrTx, userId: string) =>
  (await privacyPreferencesOf(db, userId)).allowMessaging;
