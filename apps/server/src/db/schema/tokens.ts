import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Bearer tokens for calling the API from a program. Only the SHA-256 of the secret is kept: the
 * secret is 32 random bytes, so a plain hash is enough and lets one indexed lookup find the row.
 * `kind` says who the token speaks for: `seller` tokens are made in Settings › Developers for
 * /api/v1; other kinds (a buyer's command-line sign-in) share the table and the same checks.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['seller', 'buyer'] })
      .notNull()
      .default('seller'),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** The secret's first characters after the prefix, so a seller can tell tokens apart. */
    hint: text('hint').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per token (modules/tokens/tokens.service.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt).where(sql`revoked_at is null`)],
);
