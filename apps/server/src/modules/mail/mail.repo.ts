import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailOutbox, users } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export const findRecipient = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
};

export const findRecipients = async (db: DbOrTx, userIds: string[]) =>
  userIds.length ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)) : [];

/** Many mails in one statement; nothing comes back. */
export const insertMails = async (db: DbOrTx, values: NewOutboxRow[]) => {
  if (values.length) await db.insert(mailOutbox).values(values);
};

/**
 * Many mails that differ only in their recipient, in one statement: the shared subject, HTML and
 * text travel once, and `mark` in them is replaced by each row's unsubscribe address (escaped
 * for the HTML part), so a fan-out of 500 mails sends kilobytes instead of a megabyte.
 */
export const insertMailsAlike = async (
  db: DbOrTx,
  shared: Pick<NewOutboxRow, 'kind' | 'template' | 'subject' | 'html' | 'text'> & { mark: string },
  rows: { userId: string; toAddress: string; htmlUrl: string; textUrl: string; headers: string }[],
) => {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${mailOutbox} (user_id, to_address, kind, template, subject, html, text, headers)
    select r->>'userId', r->>'toAddress', ${shared.kind}, ${shared.template}, ${shared.subject},
      replace(${shared.html}::text, ${shared.mark}::text, r->>'htmlUrl'),
      replace(${shared.text}::text, ${shared.mark}::text, r->>'textUrl'),
      r->>'headers'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(r, n)
    order by n`);
};

export const insertMail = async (db: DbOrTx, values: NewOutboxRow) => {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
};

/**
 * Takes up to `limit` due mails for this sender. SKIP LOCKED lets two processes claim side by
 * side without waiting on or sharing a row; the lease (next_attempt_at pushed ahead) keeps the
 * rows away from others after this transaction commits, and hands them back if the process dies.
 */
export const claimDueMails = async (
  db: DbOrTx,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
) => {
  const due = rowsOf<{ id: string }>(
    await db.execute(sql`select id from ${mailOutbox}
      where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= ${now.toISOString()}
      order by ${mailOutbox.nextAttemptAt}
      limit ${limit}
      for update skip locked`),
  );
  if (due.length === 0) return [];
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(
      inArray(
        mailOutbox.id,
        due.map((r) => r.id),
      ),
    )
    .returning();
};

/** Only the claim that is still current (same attempt number) may settle the mail. */
const stillClaimed = (row: OutboxRow) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts));

export const markSent = async (db: DbOrTx, row: OutboxRow, at: Date) =>
  (
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where(stillClaimed(row))
      .returning()
  ).length > 0;

export const markAttemptFailed = async (
  db: DbOrTx,
  row: OutboxRow,
  { error, retryAt }: { error: string; retryAt: Date | undefined },
) =>
  db
    .update(mailOutbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(stillClaimed(row));

export const listRecentMails = (db: DbOrTx, limit: number) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);

/** Mails still to send and how long the oldest has waited, for /metrics. */
export const outboxBacklog = async (db: DbOrTx) => {
  const [row] = rowsOf<{ pending: number; oldest_seconds: number | null }>(
    await db.execute(sql`select count(*)::int as pending,
        extract(epoch from now() - min(${mailOutbox.createdAt}))::float8 as oldest_seconds
      from ${mailOutbox} where ${mailOutbox.status} = 'pending'`),
  );
  return { pending: Number(row?.pending ?? 0), oldestSeconds: Number(row?.oldest_seconds ?? 0) };
};
