import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import * as outbox from '../modules/mail/mail.service';
import type { MailTransport } from '../modules/mail/mail-transport';

/** Longer than any SMTP timeout (mail-transport.ts): a claimed mail is nobody else's meanwhile. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** After this many refused attempts the mail is given up and marked failed. */
export const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 6 * 3600_000;

/** 30 s, 1 min, 2 min, ... capped at 6 hours. */
export const backoffMs = (attempt: number) => Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_MAX_MS);

export type MailSenderResult = { sent: number; retried: number; failed: number };

/**
 * One pass: claims due mails (FOR UPDATE SKIP LOCKED plus a lease, mail.repo.ts), delivers each
 * and records the outcome. The claim commits before delivery so no transaction stays open while
 * an SMTP server talks (PGlite has one connection); a crash mid-pass leaves the lease to run out
 * and the mail is tried again.
 */
export const runMailSender = async ({
  db,
  transport,
  log,
  now = () => new Date(),
}: {
  db: Database;
  transport: MailTransport;
  log?: FastifyBaseLogger;
  now?: () => Date;
}): Promise<MailSenderResult> => {
  const claimed = await db.transaction((tx) =>
    outbox.claimDueMails(tx, { now: now(), limit: BATCH, leaseMs: LEASE_MS }),
  );
  const result: MailSenderResult = { sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      await transport.deliver({
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: JSON.parse(mail.headers) as Record<string, string>,
      });
      await outbox.markSent(db, mail, now());
      result.sent += 1;
    } catch (err) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? undefined : new Date(now().getTime() + backoffMs(mail.attempts));
      await outbox.markAttemptFailed(db, mail, { error: (err as Error).message.slice(0, 500), retryAt });
      log?.warn({ err, mail: mail.id, attempt: mail.attempts }, giveUp ? 'mail given up' : 'mail refused; will retry');
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
};

/** Passes until the outbox has no full batch left, so a burst of mail leaves at once. */
export const drainMailOutbox = async (deps: {
  db: Database;
  transport: MailTransport;
  log?: FastifyBaseLogger;
  signal?: AbortSignal;
}): Promise<MailSenderResult> => {
  const total: MailSenderResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const pass = await runMailSender(deps);
    total.sent += pass.sent;
    total.retried += pass.retried;
    total.failed += pass.failed;
    if (pass.sent + pass.retried + pass.failed < BATCH || deps.signal?.aborted) return total;
  }
};
