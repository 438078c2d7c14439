import { modelStatuses } from '@agentsy/contracts';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The model catalogue (modules/models): what a version's compatibility may name. Seeded from
 * modules/models/model-seed.ts, each fact with its public source; admins keep it from there.
 */
export const models = pgTable('models', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  name: text('name').notNull(),
  status: text('status', { enum: modelStatuses }).notNull(),
  /** YYYY-MM-DD, the provider's announced shutdown day. */
  shutdownDate: text('shutdown_date'),
  replacement: text('replacement'),
  /** Where the seeded facts come from; null for an admin's own entry. */
  source: text('source'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
