import { z } from 'zod';

/** docs/product.md: the spec's notification switches and their defaults (all on but promotional). */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  orderUpdates: z.boolean(),
  promotionalEmails: z.boolean(),
  sellerUpdates: z.boolean(),
  browserNotifications: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  emailNotifications: true,
  orderUpdates: true,
  promotionalEmails: false,
  sellerUpdates: true,
  browserNotifications: true,
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
  password: z.string({ error: 'Enter your password to delete the account.' }).min(1, 'Enter your password to delete the account.').max(128),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** Toasts and refusals of the settings screen, in the spec's words where it has them. */
export const settingsMessages = {
  invalidFileType: { title: 'Invalid File Type', message: 'Please choose an image file.' },
  fileTooLarge: { title: 'File Too Large', message: 'Please choose an image smaller than 5MB.' },
  avatarUpdated: { title: 'Avatar Updated', message: 'Your new picture is live.' },
  avatarRemoved: { title: 'Avatar Removed', message: 'Your picture was removed.' },
  uploadFailed: { title: 'Upload Failed', message: 'Failed to upload avatar.' },
  notificationsUpdated: { title: 'Notification Settings Updated', message: 'Your notification choices are saved.' },
  privacyUpdated: { title: 'Privacy Settings Updated', message: 'Your privacy choices are saved.' },
  updateFailed: { title: 'Update Failed', message: 'Failed to save your settings.' },
  emailReadOnly: 'Email cannot be changed. Contact support if you need to update it.',
  profilePrivate: 'This profile is private',
  profileForMembers: 'This profile is visible to signed-in members only',
  wrongPassword: { title: 'Deletion Failed', message: 'The password is not correct. Nothing was deleted.' },
  payoutPending: {
    title: 'Deletion Failed',
    message: 'A payout of yours is still being processed. You can delete the account once it is paid.',
  },
  unpaidBalance: (amount: string) => ({
    title: 'Deletion Failed',
    message: `Your balance of ${amount} has not been paid out yet. Request a payout from the seller dashboard first, then delete the account.`,
  }),
  deletionFailed: { title: 'Deletion Failed', message: 'Failed to delete account.' },
  accountDeleted: { title: 'Account Deleted', message: 'Your account and personal data were deleted.' },
  deletedUserName: 'Deleted user',
} as const;
