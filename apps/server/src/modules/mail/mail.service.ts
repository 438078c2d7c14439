import type { MailKind, OutboxMail } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './mail.repo';
import { type MailContent, renderMail } from './mail-layout';
import type { Unsubscribe, WantsMail } from './mail-preferences';
import { mailTemplates, type TemplateData, type TemplateName } from './mail-templates';
import { createUnsubscribeTokens } from './unsubscribe-token';

type Deps = {
  db: Database;
  publicUrl: string;
  sessionSecret: string;
  /** Reads the recipient's notification switches; see mail-preferences.ts. */
  wantsMail: WantsMail;
  /** Writes a switch off, for the one-click unsubscribe link. */
  unsubscribe: Unsubscribe;
};

export type QueueMail = <N extends TemplateName>(
  tx: DbOrTx,
  mail: { userId: string; template: N; data: TemplateData<N> },
) => Promise<boolean>;

/**
 * Writes mails into the outbox. Callers pass their own transaction, so the mail exists exactly
 * when the event it reports was committed; the sender job delivers it afterwards.
 */
export const createMailService = ({ db, publicUrl, sessionSecret, wantsMail, unsubscribe }: Deps) => {
  const tokens = createUnsubscribeTokens(sessionSecret);
  const url = (path: string) => `${publicUrl}${path}`;
  const unsubscribeUrlOf = (userId: string, kind: MailKind) =>
    url(`/api/mail/unsubscribe?token=${encodeURIComponent(tokens.sign(userId, kind))}`);

  /** Queues a mail to a user when their switches allow its kind; false when it was not wanted. */
  const queue: QueueMail = async (tx, { userId, template, data }) => {
    const render = mailTemplates[template] as (data: TemplateData<typeof template>, u: typeof url) => MailContent;
    const content = render(data, url);
    if (!(await wantsMail(userId, content.kind, tx))) return false;
    const recipient = await repo.findRecipient(tx, userId);
    if (!recipient) return false;
    const unsubscribeUrl = unsubscribeUrlOf(userId, content.kind);
    const rendered = renderMail(content, { publicUrl, unsubscribeUrl });
    await repo.insertMail(tx, {
      userId,
      toAddress: recipient.email,
      kind: content.kind,
      template,
      ...rendered,
      // RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
      headers: JSON.stringify({
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    });
    return true;
  };

  return {
    queue,

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
