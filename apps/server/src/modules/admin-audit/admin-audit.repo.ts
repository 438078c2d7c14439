import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export const insertAuditEntry = async (db: DbOrTx, values: NewAuditRow) => {
  const [row] = await db.insert(adminAuditLog).values(values).returning();
  return row!;
};

export type AuditFilter = {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  beforeId?: number;
  limit: number;
};

/** Newest first; `actor` matches the actor's id exactly or part of the e-mail. */
export const listAuditEntries = (db: DbOrTx, f: AuditFilter) =>
  db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        f.actor
          ? or(eq(adminAuditLog.actorId, f.actor), ilike(adminAuditLog.actorEmail, `%${escapeLike(f.actor)}%`))
          : undefined,
        f.action ? eq(adminAuditLog.action, f.action) : undefined,
        f.targetType ? eq(adminAuditLog.targetType, f.targetType) : undefined,
        f.targetId ? eq(adminAuditLog.targetId, f.targetId) : undefined,
        f.beforeId ? lt(adminAuditLog.id, f.beforeId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(f.limit);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of one action since a moment, for one account or one address: the failed-code limit. */
export const countRecentActions = async (
  db: DbOrTx,
  { action, since, actorId, ip }: { action: string; since: Date; actorId?: string; ip?: string },
) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, action),
        gte(adminAuditLog.createdAt, since),
        actorId ? eq(adminAuditLog.actorId, actorId) : undefined,
        ip ? eq(adminAuditLog.ip, ip) : undefined,
      ),
    );
  return row?.n ?? 0;
};
