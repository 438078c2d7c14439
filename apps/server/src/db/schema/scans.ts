import type { EngineResult } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { listingVersions } from './releases';

/**
 * The scan queue and its history: one row per scan of a version (modules/scanning). A row is a
 * job until `finishedAt`: workers of every app process claim due rows with FOR UPDATE SKIP
 * LOCKED and hold them for a lease (`lockedUntil`, `lockedBy`); a crashed worker's lease runs
 * out and another claims the row again. Only the holder of the lease may write the result, so a
 * scan has exactly one. At most one unfinished row per version. The newest finished row is the
 * version's scan; its appeal and the admin's decision are kept on it.
 */
export const versionScans = pgTable(
  'version_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => listingVersions.id),
    /** The bytes this scan is about; an admin's decision must name the same. */
    sha256: text('sha256').notNull(),
    /** Why it was queued: a new upload, the first pass over older files, a new engine, the seller. */
    reason: text('reason', { enum: ['upload', 'backfill', 'engine', 'seller'] }).notNull(),
    /** The engine that wrote the result; null until then. */
    engineVersion: text('engine_version'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** clean | flagged | blocked | error, once finished. */
    status: text('status', { enum: ['clean', 'flagged', 'blocked', 'error'] }),
    result: jsonb('result').$type<EngineResult>(),
    appealNote: text('appeal_note'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    decision: text('decision', { enum: ['clear', 'block'] }),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('version_scans_open_key').on(t.versionId).where(sql`finished_at is null`),
    index('version_scans_due_idx').on(t.runAfter).where(sql`finished_at is null`),
    index('version_scans_version_idx').on(t.versionId, t.createdAt),
    index('version_scans_queue_idx')
      .on(t.status, t.finishedAt)
      .where(sql`decided_at is null and status in ('flagged', 'blocked', 'error')`),
  ],
);
