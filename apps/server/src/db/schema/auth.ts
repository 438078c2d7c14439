import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Accounts. The first seven columns are Better Auth's; the rest are the marketplace profile. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    bio: text('bio'),
    website: text('website'),
    location: text('location'),
    isAdmin: boolean('is_admin').notNull().default(false),
    sellerEnabled: boolean('seller_enabled').notNull().default(false),
    activeRole: text('active_role', { enum: ['buyer', 'seller'] })
      .notNull()
      .default('buyer'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    paypalEmail: text('paypal_email'),
    /** The user whose invitation brought this one; earns a referral commission for 30 days. */
    referredBy: text('referred_by'),
    /** Better Auth's two-factor plugin: on once the first authenticator code was confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The badge: the domain this seller proved (modules/trust); one account per domain. */
    verifiedDomain: text('verified_domain').unique(),
    /** Set when the account was deleted: the row stays as an anonymous tombstone for orders and the ledger. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * One person behind several addresses: the e-mail in lower case, without a `+tag`, and for
     * Gmail without the dots it ignores. Invites count one account per person (leaderboard.repo.ts).
     */
    personKey: text('person_key')
      .notNull()
      .generatedAlwaysAs(
        sql`case when lower(split_part(email, '@', 2)) in ('gmail.com', 'googlemail.com') then replace(lower(split_part(split_part(email, '@', 1), '+', 1)), '.', '') || '@gmail.com' else lower(split_part(split_part(email, '@', 1), '+', 1)) || '@' || lower(split_part(email, '@', 2)) end`,
      ),
  },
  (t) => [
    // A person's first account, and this week's invited accounts, for the Top Inviters board.
    index('users_person_key_idx').on(t.personKey, t.createdAt, t.id),
    index('users_referred_created_idx').on(t.createdAt).where(sql`referred_by is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Better Auth's two-factor plugin: the encrypted TOTP secret and backup codes of a user. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The time step (Unix time / 30 s) of the last code accepted: a code works once (totp-replay.ts). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/** Better Auth's database-backed rate limiter, so limits hold across app processes. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The route limits of @fastify/rate-limit (contact form, feedback, agent requests, payments), kept
 * here so every app process counts against the same window (plugins/shared-rate-limit.ts).
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    /** The route and the client's key, e.g. `POST /api/forms/contact 203.0.113.7`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_limits_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * Failed sign-ins per account and per client address, for the progressive delay. Ours, not Better
 * Auth's: its limiter counts requests per address and cannot see which account was tried.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
