import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { NotificationData, NotificationKind } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import type { QueueMails } from '../mail/mail.service';
import { notifyUsers } from '../notifications/notifications.service';
import {
  type DueModelNotice,
  listDueBuyerNotices,
  listDueSellerNotices,
  modelNoticeSubject,
} from './model-notices.repo';

export const MODEL_NOTICE_BATCH = 500;
/** Buyers hear about a shutdown this many days before it. */
export const SHUTDOWN_NOTICE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

type Deps = { db: Database; queueMails: QueueMails };
type Kind = Extract<NotificationKind, 'model_deprecated' | 'model_shutdown_soon'>;

const dataOf = (n: DueModelNotice): NotificationData<Kind> => ({
  listingId: n.listingId,
  listingTitle: n.listingTitle,
  modelId: n.modelId,
  modelName: n.modelName,
  shutdownDate: n.shutdownDate,
  replacement: n.replacement,
});

/**
 * One batch in one transaction: the notifications of the due rows and, for those this call
 * wrote, their mails. Two processes reading the same due rows both insert, but the notifications'
 * unique (user, kind, subject) lets only one write each, and only what was written is mailed.
 */
const sendBatch = (db: Database, queueMails: QueueMails, kind: Kind, due: (tx: DbOrTx) => Promise<DueModelNotice[]>) =>
  db.transaction(async (tx) => {
    const rows = await due(tx);
    const bySubject = new Map(rows.map((n) => [`${n.userId} ${modelNoticeSubject(n)}`, n]));
    const written = await notifyUsers(
      tx,
      rows.map((n) => ({
        userId: n.userId,
        kind,
        subjectId: modelNoticeSubject(n),
        link: kind === 'model_deprecated' ? '/seller-dashboard' : `/orders?listing=${n.listingId}`,
        data: dataOf(n),
      })),
    );
    const facts = written.map((w) => ({
      userId: w.userId,
      data: dataOf(bySubject.get(`${w.userId} ${w.subjectId}`)!),
    }));
    const mailed =
      kind === 'model_deprecated'
        ? await queueMails(tx, 'modelDeprecated', facts)
        : await queueMails(
            tx,
            'modelShutdownSoon',
            facts.map((f) => ({ ...f, data: { ...f.data, shutdownDate: f.data.shutdownDate! } })),
          );
    return { found: rows.length, notified: written.length, mailed: mailed.length };
  });

/**
 * The model notices job (spec part 3, section 4): sellers whose listing's current version
 * targets a deprecated model, and entitled buyers once that model's shutdown is 30 days or less
 * away, each get one notification and one mail per listing and model. It keeps no state of its
 * own: what was sent is the notifications themselves, so a rerun, a crashed batch (rolled back
 * whole) or a second process sends nothing twice. Batches are bounded and the job stops between
 * them when the runner is stopping.
 */
export const sendModelNotices = async (
  { db, queueMails }: Deps,
  { now, signal, batch = MODEL_NOTICE_BATCH }: { now: Date; signal?: AbortSignal; batch?: number },
) => {
  const today = dateOf(now);
  const lastDay = dateOf(new Date(now.getTime() + SHUTDOWN_NOTICE_DAYS * DAY_MS));
  const passes: [Kind, (tx: DbOrTx) => Promise<DueModelNotice[]>][] = [
    ['model_deprecated', (tx) => listDueSellerNotices(tx, batch)],
    ['model_shutdown_soon', (tx) => listDueBuyerNotices(tx, { today, lastDay, limit: batch })],
  ];
  const result = { batches: 0, sellers: 0, buyers: 0, mailed: 0 };
  for (const [kind, due] of passes) {
    while (!signal?.aborted) {
      const done = await sendBatch(db, queueMails, kind, due);
      if (done.found === 0) break;
      result.batches += 1;
      result[kind === 'model_deprecated' ? 'sellers' : 'buyers'] += done.notified;
      result.mailed += done.mailed;
      if (done.found < batch) break;
      await yieldToEvents();
    }
  }
  return result;
};
