import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A seller's domain claim (docs/product.md, Verified domain): the token to publish, and once it
 * was found, when. `users.verified_domain` carries the badge itself, so every seller read has it
 * without a join; its unique index keeps a domain to one account.
 */
export const sellerDomains = pgTable(
  'seller_domains',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The weekly re-check: when it last ran, and how many in a row found nothing. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    checkFailures: integer('check_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_domains_recheck_idx').on(t.lastCheckedAt).where(sql`verified_at is not null`)],
);

/**
 * The skeletons (modules/trust/name-skeleton.ts) of each verified seller's names, so checking a
 * new name is one indexed lookup.
 */
export const verifiedNames = pgTable(
  'verified_names',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skeleton: text('skeleton').notNull(),
    /** The name as the seller wrote it, for the message. */
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skeleton] }), index('verified_names_skeleton_idx').on(t.skeleton)],
);
