import { setTimeout as pauseFor, setImmediate as yieldToEvents } from 'node:timers/promises';
import type { NotificationData } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import type { QueueMails } from '../mail/mail.service';
import { notifyUsersAlike } from '../notifications/notifications.service';
import { entitledBuyersAfter } from '../orders/orders.service';
import { advanceRun, findVersionWithTitle, listMutedAmong, lockNextOpenRun } from './notices.repo';

export const NOTICE_BATCH = 500;

type Deps = { db: Database; queueMails: QueueMails };

/**
 * Leaves the database to requests between batches: while `busy()` says requests are being
 * answered, the job waits after a batch as long as that batch took, at most `budgetMs` in a pass,
 * so a fan-out stretches by a bounded time instead of slowing every request while it lasts.
 */
export type NoticesPacing = { busy: () => boolean; budgetMs: number };

/**
 * One batch of the oldest open notice run, in one transaction: the next entitled buyers in id
 * order (completed orders only, so refunded ones get nothing), minus those who muted the listing,
 * get their notification and, for a published version, their mail; then the run's cursor moves
 * past them. A crash rolls the whole batch back; a rerun finds the notifications that did commit
 * already there (unique per user, kind and version) and writes neither them nor their mails again.
 */
const runBatch = (db: Database, queueMails: QueueMails, batch: number) =>
  db.transaction(async (tx: DbOrTx) => {
    const run = await lockNextOpenRun(tx);
    if (!run) return undefined;
    const found = await findVersionWithTitle(tx, run.versionId);
    const version = found?.version;
    // A version revoked before its publication notices went out is not announced any more.
    if (!found || !version || (run.kind === 'version_published' && version.revokedAt)) {
      await advanceRun(tx, run.id, { cursor: run.cursor, notified: 0, done: true });
      return { notified: 0, mailed: 0 };
    }
    const buyers = await entitledBuyersAfter(tx, {
      listingId: version.listingId,
      afterBuyerId: run.cursor,
      limit: batch,
    });
    const muted = await listMutedAmong(tx, version.listingId, buyers);
    const facts = { listingId: version.listingId, listingTitle: found.listingTitle, version: version.version };
    const written = await notifyUsersAlike(
      tx,
      buyers.filter((id) => !muted.has(id)),
      {
        kind: run.kind,
        subjectId: version.id,
        link: `/orders?listing=${version.listingId}`,
        data:
          run.kind === 'version_published'
            ? ({ ...facts, changelog: version.changelog } satisfies NotificationData<'version_published'>)
            : ({ ...facts, reason: version.revokeReason ?? '' } satisfies NotificationData<'version_revoked'>),
      },
    );
    const data = { listingTitle: found.listingTitle, version: version.version, changelog: version.changelog };
    const mailed =
      run.kind === 'version_published'
        ? (
            await queueMails(
              tx,
              'versionPublished',
              written.map((row) => ({ userId: row.userId, data })),
            )
          ).length
        : 0;
    await advanceRun(tx, run.id, {
      cursor: buyers.at(-1) ?? run.cursor,
      notified: written.length,
      done: buyers.length < batch,
    });
    return { notified: written.length, mailed };
  });

/**
 * The notices job: works through every open run a batch at a time, giving the event loop back
 * between batches (and, with `pacing`, the database while requests are busy), so 10,000 buyers
 * hold neither a request (publishing only wrote the run) nor the process. Stops early when the
 * job runner is stopping; the next pass resumes at the cursor.
 */
export const sendVersionNotices = async (
  { db, queueMails }: Deps,
  { signal, batch = NOTICE_BATCH, pacing }: { signal?: AbortSignal; batch?: number; pacing?: NoticesPacing } = {},
) => {
  let notified = 0;
  let mailed = 0;
  let batches = 0;
  let pausedMs = 0;
  while (!signal?.aborted) {
    const startedAt = performance.now();
    const result = await runBatch(db, queueMails, batch);
    if (!result) break;
    batches += 1;
    notified += result.notified;
    mailed += result.mailed;
    const pause = pacing?.busy() ? Math.round(Math.min(performance.now() - startedAt, pacing.budgetMs - pausedMs)) : 0;
    if (pause > 0) {
      pausedMs += pause;
      await pauseFor(pause, undefined, { signal }).catch(() => {});
    } else await yieldToEvents();
  }
  return { batches, notified, mailed, pausedMs };
};
