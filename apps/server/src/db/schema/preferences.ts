import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's notification and privacy switches. A user without a row has the spec's defaults, so
 * the row is written on the first save only; account deletion removes it with the account data.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  orderUpdates: boolean('order_updates').notNull().default(true),
  promotionalEmails: boolean('promotional_emails').notNull().default(false),
  sellerUpdates: boolean('seller_updates').notNull().default(true),
  browserNotifications: boolean('browser_notifications').notNull().default(true),
  productUpdates: boolean('product_updates').notNull().default(true),
  /** "Sellers I follow": a notice (and mail) when a followed seller lists a new agent. */
  followedSellers: boolean('followed_sellers').notNull().default(true),
  profileVisibility: text('profile_visibility', { enum: ['public', 'users', 'private'] })
    .notNull()
    .default('public'),
  showPurchaseHistory: boolean('show_purchase_history').notNull().default(false),
  allowMessaging: boolean('allow_messaging').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
