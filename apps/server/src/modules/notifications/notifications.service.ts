import {
  type Notification,
  type NotificationLiveEvent,
  type NotificationPage,
  type NotificationsQuery,
  notificationMessages,
  notificationSchema,
} from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { appendLiveEvents, appendSelectedLiveEvents } from '../messaging/live-events';
import * as repo from './notifications.repo';

export type { NewNotification } from './notifications.repo';

const toNotification = (row: repo.NotificationRow): Notification =>
  // The stored `data` was written from the same contract; parsing keeps a bad row out of answers.
  notificationSchema.parse({
    id: row.id,
    kind: row.kind,
    link: row.link,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

/** Streams notifications just written to their users' open tabs once the transaction commits. */
const tellUsers = async (tx: DbOrTx, written: repo.NotificationRow[]) => {
  if (written.length === 0) return;
  const counts = await repo.unreadCounts(
    tx,
    written.map((w) => w.userId),
  );
  // Each event carries the count as it stood after that notification, so a batch of several
  // for one user counts up rather than repeating its final count.
  const left = new Map<string, number>();
  for (const row of written) left.set(row.userId, (left.get(row.userId) ?? 0) + 1);
  await appendLiveEvents(
    tx,
    written.map((row) => {
      const after = left.get(row.userId)! - 1;
      left.set(row.userId, after);
      const payload: NotificationLiveEvent = {
        type: 'notification',
        notification: toNotification(row),
        unreadCount: (counts.get(row.userId) ?? 0) - after,
      };
      return { userId: row.userId, payload };
    }),
  );
};

/**
 * Writes notifications in the caller's transaction, each at most once per (user, kind, subject),
 * and streams the new ones to their users' open tabs when it commits. Returns the rows this call
 * wrote: a retried batch gets back only what it had not written before.
 */
export const notifyUsers = async (tx: DbOrTx, rows: repo.NewNotification[]) => {
  const written = await repo.insertNotifications(tx, rows);
  await tellUsers(tx, written);
  return written;
};

/**
 * notifyUsers for one notification to many users (a version's buyers), its fields sent once. The
 * data is checked against the contract here, once; the database then builds each user's live
 * event from the row it wrote, so a batch of 500 is two statements and no payload travels.
 */
export const notifyUsersAlike = async (tx: DbOrTx, userIds: string[], shared: Omit<repo.NewNotification, 'userId'>) => {
  const users = [...new Set(userIds)];
  if (users.length === 0) return [];
  const { data } = notificationSchema.parse({
    ...shared,
    id: shared.subjectId,
    readAt: null,
    createdAt: new Date().toISOString(),
  });
  const written = await repo.insertNotificationForUsers(tx, users, { ...shared, data });
  if (written.length > 0) await appendSelectedLiveEvents(tx, repo.notificationEventsOf(written.map((w) => w.id)));
  return written;
};

export const createNotificationsService = ({ db }: { db: Database }) => {
  const unreadCountOf = async (tx: DbOrTx, userId: string) => (await repo.unreadCounts(tx, [userId])).get(userId) ?? 0;

  /** Other tabs of the user learn the new count at once. */
  const readAndTell = (userId: string, write: (tx: DbOrTx) => Promise<void>) =>
    db.transaction(async (tx) => {
      await write(tx);
      const unreadCount = await unreadCountOf(tx, userId);
      await appendLiveEvents(tx, [
        { userId, payload: { type: 'notifications_read', unreadCount } satisfies NotificationLiveEvent },
      ]);
      return { unreadCount };
    });

  return {
    /** GET /api/notifications: newest first, a page at a time from the cursor. */
    list: async (userId: string, query: NotificationsQuery): Promise<NotificationPage> => {
      const before = query.cursor === undefined ? undefined : Number(query.cursor);
      const rows = await repo.listNotificationsBefore(db, userId, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(toNotification),
        nextCursor: rows.length > query.limit ? String(page.at(-1)!.seq) : null,
        unreadCount: await unreadCountOf(db, userId),
      };
    },

    /** PATCH /api/notifications/:id/read: reading twice is fine; someone else's is not found. */
    read: async (userId: string, id: string) => {
      const found = isUuid(id) ? await repo.findNotification(db, userId, id) : undefined;
      if (!found) throw new AppError('NOT_FOUND', { message: notificationMessages.notFound });
      if (found.readAt) return { unreadCount: await unreadCountOf(db, userId) };
      return readAndTell(userId, (tx) => repo.markRead(tx, userId, id, new Date()));
    },

    readAll: (userId: string) => readAndTell(userId, (tx) => repo.markAllRead(tx, userId, new Date())),
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
