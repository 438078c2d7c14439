import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A seller's webhook endpoints (modules/webhooks). The secret signs every delivery; after a
 * rotation the previous one signs too until `previousSecretUntil`, so receivers can switch over.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Set when delivery turned the endpoint off (a 410, or every retry failed). */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_seller_idx').on(t.sellerId, t.createdAt)],
);

/**
 * The outbox and log of deliveries: one row per event per endpoint, written in the transaction
 * of the change that causes the event, so a rollback sends nothing and a crash loses nothing.
 * Workers of every app process claim due rows with FOR UPDATE SKIP LOCKED and hold a lease
 * (`lockedUntil`, `lockedBy`); `body` is the exact JSON sent, so every retry signs the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    responseStart: text('response_start'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.runAfter).where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
