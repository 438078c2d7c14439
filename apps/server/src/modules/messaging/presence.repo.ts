import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * How old a stream's presence row may be and still count: its process refreshes it every
 * `PRESENCE_REFRESH_MS`, so a row older than this belongs to a process that died.
 */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_TTL_MS = 3 * PRESENCE_REFRESH_MS;

export const insertPresence = async (db: DbOrTx, streamId: string, userId: string) => {
  await db.execute(sql`insert into live_stream_presence (stream_id, user_id) values (${streamId}, ${userId})
    on conflict (stream_id) do update set seen_at = now()`);
};

export const deletePresence = async (db: DbOrTx, streamIds: string[]) => {
  if (streamIds.length === 0) return;
  await db.execute(
    sql`delete from live_stream_presence where stream_id in (${sql.join(
      streamIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
};

/** Refreshes the rows of this process's open streams and drops everyone's stale ones. */
export const refreshPresence = async (db: DbOrTx, streamIds: string[]) => {
  if (streamIds.length > 0) {
    await db.execute(
      sql`update live_stream_presence set seen_at = now() where stream_id in (${sql.join(
        streamIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  await db.execute(sql`delete from live_stream_presence
    where seen_at < now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`);
};

/** Whether the user has a live event stream open in any process. */
export const hasOpenStream = async (db: DbOrTx, userId: string) =>
  rowsOf<{ open: boolean }>(
    await db.execute(sql`select exists (
      select 1 from live_stream_presence
      where user_id = ${userId} and seen_at > now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})
    ) as open`),
  )[0]!.open;

/**
 * Claims the right to mail a user about a conversation: true at most once an hour per pair. The
 * upsert decides it atomically, so two messages committed at once still send one mail.
 */
export const claimMessageMail = async (tx: DbOrTx, conversationId: string, userId: string, now: Date) =>
  rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      insert into message_mail_notices as n (conversation_id, user_id, mailed_at)
      values (${conversationId}, ${userId}, ${now.toISOString()})
      on conflict (conversation_id, user_id) do update set mailed_at = excluded.mailed_at
        where n.mailed_at <= excluded.mailed_at - interval '1 hour'
      returning user_id`),
  ).length === 1;
