import { type Compatibility, versionStatuses } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { listings } from './listings';
import { orders } from './payments';

/**
 * One uploaded file of a listing under a semantic version. Rows are never deleted, so the unique
 * (listing, version) pair keeps a number taken forever: after a block, a revocation, anything.
 * `sha256` and `files` are null only on versions made from listings that existed before versions
 * did, until the start-up backfill has read their stored file (modules/releases/backfill.ts).
 */
export const listingVersions = pgTable(
  'listing_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    version: text('version').notNull(),
    changelog: text('changelog').notNull().default(''),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileMime: text('file_mime').notNull(),
    sha256: text('sha256'),
    files: jsonb('files').$type<{ path: string; size: number; sha256: string }[]>(),
    status: text('status', { enum: versionStatuses }).notNull(),
    /** A silent version tells no buyer. */
    silent: boolean('silent').notNull().default(false),
    prerelease: boolean('prerelease').notNull().default(false),
    compatibility: jsonb('compatibility').$type<Compatibility>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * The signed manifest of a published version (modules/releases/manifest.ts): its canonical
     * JSON text as signed, the Ed25519 signature in base64, and the signing key's id.
     */
    manifest: text('manifest'),
    signature: text('signature'),
    signingKeyId: text('signing_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_versions_listing_version_key').on(t.listingId, t.version),
    index('listing_versions_unhashed_idx').on(t.createdAt).where(sql`sha256 is null`),
    index('listing_versions_unsigned_idx').on(t.createdAt).where(sql`signature is null and published_at is not null`),
    check('listing_versions_revoked_has_reason', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

/** A buyer who muted update notices of one listing. */
export const updateNoticeMutes = pgTable(
  'update_notice_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/**
 * Which versions an order downloaded, by the order's own link (its current version then) or a
 * version's link: the Orders screen offers an update newer than the last one downloaded.
 */
export const orderVersionDownloads = pgTable(
  'order_version_downloads',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => listingVersions.id),
    firstDownloadedAt: timestamp('first_downloaded_at', { withTimezone: true }).notNull().defaultNow(),
    lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.versionId] }),
    index('order_version_downloads_last_idx').on(t.orderId, t.lastDownloadedAt),
  ],
);

/**
 * A notice owed to every entitled buyer of a version, written in the transaction that publishes
 * or revokes it. The notices job walks the buyers in id order from `cursor`, a batch per
 * transaction, so a crash resumes where the last committed batch ended.
 */
export const versionNoticeRuns = pgTable(
  'version_notice_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => listingVersions.id),
    kind: text('kind', { enum: ['version_published', 'version_revoked'] }).notNull(),
    /** The last buyer id done; null before the first batch. */
    cursor: text('cursor'),
    notified: integer('notified').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('version_notice_runs_version_kind_key').on(t.versionId, t.kind),
    index('version_notice_runs_open_idx').on(t.createdAt).where(sql`done_at is null`),
  ],
);
