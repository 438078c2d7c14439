import { randomUUID } from 'node:crypto';
import type { MailKind, OutboxMail } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './mail.repo';
import { escapeHtml, type MailContent, renderMail } from './mail-layout';
import type { Unsubscribe, WantsMail, WantsMailAmong } from './mail-preferences';
import { mailTemplates, type TemplateData, type TemplateName } from './mail-templates';
import { createUnsubscribeTokens } from './unsubscribe-token';

type Deps = {
  db: Database;
  publicUrl: string;
  sessionSecret: string;
  /** Reads the recipient's notification switches; see mail-preferences.ts. */
  wantsMail: WantsMail;
  /** The same for many recipients in one read; without it each recipient is asked through `wantsMail`. */
  wantsMailAmong?: WantsMailAmong;
  /** Writes a switch off, for the one-click unsubscribe link. */
  unsubscribe: Unsubscribe;
};

export type QueueMail = <N extends TemplateName>(
  tx: DbOrTx,
  mail: { userId: string; template: N; data: TemplateData<N> },
) => Promise<boolean>;

export type QueueMails = <N extends TemplateName>(
  tx: DbOrTx,
  template: N,
  mails: { userId: string; data: TemplateData<N> }[],
) => Promise<string[]>;

/**
 * Writes mails into the outbox. Callers pass their own transaction, so the mail exists exactly
 * when the event it reports was committed; the sender job delivers it afterwards.
 */
export const createMailService = ({ db, publicUrl, sessionSecret, wantsMail, wantsMailAmong, unsubscribe }: Deps) => {
  const tokens = createUnsubscribeTokens(sessionSecret);
  const url = (path: string) => `${publicUrl}${path}`;
  const unsubscribeUrlOf = (userId: string, kind: MailKind) =>
    url(`/api/mail/unsubscribe?token=${encodeURIComponent(tokens.sign(userId, kind))}`);
  const contentOf = <N extends TemplateName>(template: N, data: TemplateData<N>) =>
    (mailTemplates[template] as (data: TemplateData<N>, u: typeof url) => MailContent)(data, url);

  // RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
  const headersOf = (unsubscribeUrl: string) =>
    JSON.stringify({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

  /** The outbox row of one mail to one recipient. */
  const rowOf = (userId: string, toAddress: string, template: TemplateName, content: MailContent) => {
    const unsubscribeUrl = unsubscribeUrlOf(userId, content.kind);
    return {
      userId,
      toAddress,
      kind: content.kind,
      template,
      ...renderMail(content, { publicUrl, unsubscribeUrl }),
      headers: headersOf(unsubscribeUrl),
    };
  };

  /**
   * The same mail to several recipients, rendered once: a mark stands where the unsubscribe
   * address goes (it has nothing to escape), and the database puts each recipient's in its place.
   */
  const insertAlike = async (
    tx: DbOrTx,
    template: TemplateName,
    content: MailContent,
    recipients: { userId: string; toAddress: string }[],
  ) => {
    const mark = `unsubscribe-${randomUUID()}`;
    const { subject, html, text } = renderMail(content, { publicUrl, unsubscribeUrl: mark });
    await repo.insertMailsAlike(
      tx,
      { kind: content.kind, template, subject, html, text, mark },
      recipients.map(({ userId, toAddress }) => {
        const unsubscribeUrl = unsubscribeUrlOf(userId, content.kind);
        return {
          userId,
          toAddress,
          htmlUrl: escapeHtml(unsubscribeUrl),
          textUrl: unsubscribeUrl,
          headers: headersOf(unsubscribeUrl),
        };
      }),
    );
  };

  /** Queues a mail to a user when their switches allow its kind; false when it was not wanted. */
  const queue: QueueMail = async (tx, { userId, template, data }) => {
    const content = contentOf(template, data);
    if (!(await wantsMail(userId, content.kind, tx))) return false;
    const recipient = await repo.findRecipient(tx, userId);
    if (!recipient) return false;
    await repo.insertMail(tx, rowOf(userId, recipient.email, template, content));
    return true;
  };

  const wantedAmong = async (userIds: string[], kind: MailKind, tx: DbOrTx) => {
    if (wantsMailAmong) return wantsMailAmong(userIds, kind, tx);
    const wanted = new Set<string>();
    for (const id of userIds) if (await wantsMail(id, kind, tx)) wanted.add(id);
    return wanted;
  };

  /**
   * One template to many users, as `queue` would each, in a few statements whatever their number:
   * one read of their switches, one of their addresses, and the inserts. Mails given the same
   * data object (a fan-out's) are rendered once and sent to the database once; the others go in
   * one insert of whole rows. Returns the users mailed.
   */
  const queueMany: QueueMails = async (tx, template, mails) => {
    if (mails.length === 0) return [];
    const groups = new Map<unknown, { content: MailContent; userIds: string[] }>();
    for (const m of mails) {
      const group = groups.get(m.data) ?? { content: contentOf(template, m.data), userIds: [] };
      group.userIds.push(m.userId);
      groups.set(m.data, group);
    }
    const wanted = new Set<string>();
    for (const kind of new Set([...groups.values()].map((g) => g.content.kind))) {
      const ids = [...groups.values()].filter((g) => g.content.kind === kind).flatMap((g) => g.userIds);
      for (const id of await wantedAmong(ids, kind, tx)) wanted.add(`${kind} ${id}`);
    }
    const addresses = new Map(
      (await repo.findRecipients(tx, [...new Set(mails.map((m) => m.userId))])).map((r) => [r.id, r.email]),
    );
    const mailed: string[] = [];
    const single: ReturnType<typeof rowOf>[] = [];
    for (const { content, userIds } of groups.values()) {
      const to = userIds.filter((id) => wanted.has(`${content.kind} ${id}`) && addresses.has(id));
      mailed.push(...to);
      if (to.length > 1) {
        await insertAlike(
          tx,
          template,
          content,
          to.map((userId) => ({ userId, toAddress: addresses.get(userId)! })),
        );
      } else if (to[0]) single.push(rowOf(to[0], addresses.get(to[0])!, template, content));
    }
    await repo.insertMails(tx, single);
    return mailed;
  };

  return {
    queue,
    queueMany,

    /** A mail with no write of its own to commit with (tools and tests). */
    queueAlone: <N extends TemplateName>(mail: { userId: string; template: N; data: TemplateData<N> }) =>
      queue(db, mail),

    /** The one-click unsubscribe: the token names the user and the kind. */
    unsubscribeWith: async (token: string) => {
      const claim = tokens.verify(token);
      if (!claim) throw new AppError('BAD_REQUEST', { message: 'This unsubscribe link is not valid.' });
      await unsubscribe(claim.userId, claim.kind);
      return { kind: claim.kind, unsubscribed: true as const };
    },

    /** Mails waiting to be sent and the age of the oldest, for /metrics. */
    backlog: () => repo.outboxBacklog(db),

    /** The latest mails, for the development outbox page. */
    listRecent: async (limit = 50): Promise<OutboxMail[]> =>
      (await repo.listRecentMails(db, limit)).map((m) => ({
        id: m.id,
        to: m.toAddress,
        kind: m.kind,
        template: m.template,
        subject: m.subject,
        text: m.text,
        status: m.status,
        attempts: m.attempts,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
  };
};
export type MailService = ReturnType<typeof createMailService>;

/** What the sender job (jobs/mail-sender.ts) does with the outbox: claim due mails, record the outcome. */
export { claimDueMails, markAttemptFailed, markSent, type OutboxRow } from './mail.repo';
