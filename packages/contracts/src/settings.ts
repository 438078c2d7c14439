import { z } from 'zod';

/** docs/product.md: the spec's notification switches and their defaults (all on but promotional). */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  orderUpdates: z.boolean(),
  promotionalEmails: z.boolean(),
  sellerUpdates: z.boolean(),
  browserNotifications: z.boolean(),
  /** "Product updates": a mail when an agent the user bought gets a new version. */
  productUpdates: z.boolean(),
  /** "Sellers I follow": a notice, and a mail, when a followed seller lists a new agent. */
  followedSellers: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  emailNotifications: true,
  orderUpdates: true,
  promotionalEmails: false,
  sellerUpdates: true,
  browserNotifications: true,
  productUpdates: true,
  followedSellers: true,
};

/** PATCH /api/users/notifications: only the switches sent change; an unknown key is refused. */
export const updateNotificationPreferencesSchema = notificationPreferencesSchema.partial().strict();
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

export const profileVisibilities = ['public', 'users', 'private'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

export const privacyPreferencesSchema = z.object({
  profileVisibility: z.enum(profileVisibilities),
  showPurchaseHistory: z.boolean(),
  allowMessaging: z.boolean(),
});
export type PrivacyPreferences = z.infer<typeof privacyPreferencesSchema>;

/** Spec defaults: public, purchase history hidden, messaging allowed. */
export const defaultPrivacyPreferences: PrivacyPreferences = {
  profileVisibility: 'public',
  showPurchaseHistory: false,
  allowMessaging: true,
};

export const updatePrivacyPreferencesSchema = privacyPreferencesSchema.partial().strict();
export type UpdatePrivacyPreferences = z.infer<typeof updatePrivacyPreferencesSchema>;

/** POST /api/users/avatar answers with the new picture's address. */
export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** DELETE /api/users/delete-account: the password confirms it is really the owner. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Enter your password to delete the account.' })
    .min(1, 'Enter your password to delete the account.')
    .max(128),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
