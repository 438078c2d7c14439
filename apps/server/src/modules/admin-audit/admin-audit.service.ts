import type { AuditEntry, AuditLog, auditLogQuerySchema } from '@agentsy/contracts';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import * as repo from './admin-audit.repo';

type AuditLogFilter = z.output<typeof auditLogQuerySchema>;

/** Who did it and from where; routes build it from the session and the request. */
export type AuditActor = { id: string; email: string; ip?: string | null };

export type AuditRecord = {
  actor: AuditActor;
  action: string;
  target?: { type: string; id: string };
  before?: unknown;
  after?: unknown;
};

const toEntry = (r: repo.AuditRow): AuditEntry => ({
  id: r.id,
  actorId: r.actorId,
  actorEmail: r.actorEmail,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before ?? null,
  after: r.after ?? null,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The admin audit log. `record` takes the caller's transaction, so an action and its entry are
 * committed together or not at all.
 */
export const createAdminAuditService = ({ db }: { db: Database }) => ({
  record: async (entry: AuditRecord, tx: DbOrTx = db) => {
    await repo.insertAuditEntry(tx, {
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.actor.ip ?? null,
    });
  },

  list: async (query: AuditLogFilter): Promise<AuditLog> => {
    const rows = await repo.listAuditEntries(db, {
      actor: query.actor || undefined,
      action: query.action || undefined,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      beforeId: query.before,
      limit: query.limit,
    });
    return {
      entries: rows.map(toEntry),
      nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
    };
  },

  countRecent: (filter: { action: string; since: Date; actorId?: string; ip?: string }, tx: DbOrTx = db) =>
    repo.countRecentActions(tx, filter),
});

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
