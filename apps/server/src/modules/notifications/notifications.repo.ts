import type { NotificationKind } from '@agentsy/contracts';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  subjectId: string;
  link: string;
  data: Record<string, unknown>;
};

/** Inserts what is not there yet; only the rows this call wrote come back. */
export const insertNotifications = async (db: DbOrTx, rows: NewNotification[]) =>
  rows.length
    ? db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.subjectId] })
        .returning()
    : [];

/**
 * The same notification to many users in one statement, its fields sent once instead of once a
 * user; like insertNotifications, only the rows this call wrote come back.
 */
export const insertNotificationForUsers = async (
  db: DbOrTx,
  userIds: string[],
  shared: Omit<NewNotification, 'userId'>,
): Promise<NotificationRow[]> => {
  if (userIds.length === 0) return [];
  const written = rowsOf<{ id: string; seq: number | string; user_id: string; created_ms: number | string }>(
    await db.execute(sql`
      insert into notifications (user_id, kind, subject_id, link, data)
      select u.value, ${shared.kind}, ${shared.subjectId}, ${shared.link}, ${JSON.stringify(shared.data)}::jsonb
      from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) with ordinality u
      order by u.ordinality
      on conflict (user_id, kind, subject_id) do nothing
      returning id, seq, user_id, extract(epoch from created_at) * 1000 as created_ms`),
  );
  return written.map((row) => ({
    ...shared,
    id: row.id,
    seq: Number(row.seq),
    userId: row.user_id,
    readAt: null,
    createdAt: new Date(Number(row.created_ms)),
  }));
};

/**
 * The live event of each notification in `ids`, as the database builds it: the notification as
 * the list call shows it and the user's unread count with it counted. Only for notifications
 * written one per user, each of them committed by the caller's transaction.
 */
export const notificationEventsOf = (ids: string[]) => sql`
  select n.user_id, n.seq as ord, jsonb_build_object(
    'type', 'notification',
    'notification', jsonb_build_object(
      'id', n.id, 'kind', n.kind, 'link', n.link, 'data', n.data, 'readAt', null,
      'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    'unreadCount', (select count(*) from notifications c where c.user_id = n.user_id and c.read_at is null)
  ) as payload
  from notifications n
  where n.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

export const listNotificationsBefore = (db: DbOrTx, userId: string, beforeSeq: number | undefined, limit: number) =>
  db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), beforeSeq === undefined ? undefined : lt(notifications.seq, beforeSeq)),
    )
    .orderBy(desc(notifications.seq))
    .limit(limit);

export const unreadCounts = async (db: DbOrTx, userIds: string[]) => {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
};

export const findNotification = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
};

export const markRead = async (db: DbOrTx, userId: string, id: string, now: Date) => {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
};

export const markAllRead = async (db: DbOrTx, userId: string, now: Date) => {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
};
