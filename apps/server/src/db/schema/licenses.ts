import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { orders } from './payments';

/**
 * A seller's license-key setting for one listing. Its own table rather than listing columns: the
 * listing payload does not change, and turning keys off keeps the limit the seller chose.
 */
export const listingLicensing = pgTable(
  'listing_licensing',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id),
    enabled: boolean('enabled').notNull().default(false),
    activationLimit: integer('activation_limit').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('listing_licensing_limit_range', sql`${t.activationLimit} between 1 and 100`)],
);

/**
 * One key per completed order of a licensed listing, written in the order's transaction. Its
 * status is read from the order (refunded or disputed turns it off), so no second status can
 * drift from the money. The limit is copied when issued: a later change by the seller does not
 * move what a buyer was sold.
 */
export const licenseKeys = pgTable(
  'license_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    activationLimit: integer('activation_limit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('license_keys_listing_idx').on(t.listingId)],
);

/** The instances a key is activated on; one row per (key, instance), so activating again is a no-op. */
export const licenseActivations = pgTable(
  'license_activations',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => licenseKeys.id),
    instanceId: text('instance_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.instanceId] })],
);

/** The MCP registry `server.json` a listing on platform `mcp` carries, validated before it is kept. */
export const listingMcpServers = pgTable('listing_mcp_servers', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id),
  serverJson: jsonb('server_json').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
