import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The platform's Ed25519 release-signing keys, the active one and every retired one, so a
 * manifest signed years ago still finds its public key. Kept in the database rather than each
 * process's data folder: every app process must sign with the same key (decision 056).
 * `privateKey` is sealed with a key derived from SESSION_SECRET, and null for a key given in
 * SIGNING_KEY_PEM, which never leaves the environment.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    keyId: text('key_id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  // At most one active key: two processes generating the first one at once keep one of them.
  (t) => [uniqueIndex('signing_keys_one_active_key').on(sql`(true)`).where(sql`${t.retiredAt} is null`)],
);
