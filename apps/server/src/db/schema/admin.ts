import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';

/**
 * A session raised to admin by the access code. One row per session: signing out (the session
 * row goes) or the admin logout (this row goes) ends it. Idle and absolute limits are checked
 * on every admin call from `last_seen_at` and `elevated_at` (docs/decisions/025-admin-access.md).
 */
export const adminElevations = pgTable('admin_elevations', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  elevatedAt: timestamp('elevated_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every admin action, sign-in and refused access code. Append-only: a trigger in the migration
 * refuses UPDATE and DELETE. `actor_id` is not a foreign key, so the history outlives accounts.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
    // The failed-code limit counts recent rows per address as well as per account.
    index('admin_audit_log_action_ip_idx').on(t.action, t.ip, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
