import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { apiTokens } from './tokens';

/**
 * A command line's sign-in in progress (RFC 8628). The device code is a secret the command holds,
 * so only its SHA-256 is kept; the short user code is what the person types on /activate.
 * `pending` turns `approved` or `denied` in the browser, and `approved` turns `consumed` when
 * the command collects its token, exactly once.
 */
export const deviceCodes = pgTable(
  'device_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCode: text('user_code').notNull().unique(),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'consumed'] })
      .notNull()
      .default('pending'),
    /** Who approved or denied it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The least seconds between polls; `slow_down` raises it. */
    intervalSeconds: integer('interval_seconds').notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    /** Shown on /activate, so the person sees which request they approve. */
    requestAddress: text('request_address'),
    userAgent: text('user_agent'),
    tokenId: uuid('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_codes_created_idx').on(t.createdAt)],
);
