import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { claimDueMails } from '../modules/mail/mail.repo';
import { createMailService } from '../modules/mail/mail.service';
import { createSmtpTransport } from '../modules/mail/mail-transport';
import { startSmtpTestServer } from '../test/smtp-test-server';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { backoffMs, MAX_ATTEMPTS, runMailSender } from './mail-sender';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let transport: ReturnType<typeof createSmtpTransport>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  transport = createSmtpTransport({ smtpUrl: smtp.url, from: 'Agentsy <no-reply@test.agentsy.dev>' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

const outboxOf = (userId: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));

describe('mail sender', () => {
  it('delivers the verification mail over SMTP, and its link verifies the address', async () => {
    const { userId, email, cookie } = await signUp(t.app);
    expect(await runMailSender({ db: t.db, transport })).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([email]);
    expect(mail!.parsed.subject).toBe('Verify your e-mail address');
    expect(mail!.parsed.html).toContain('Agentsy');
    const link = mail!.parsed.text!.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    // RFC 8058 one-click unsubscribe, pointing at our endpoint.
    const header = (key: string) => mail!.parsed.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s*/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await outboxOf(userId))[0]).toMatchObject({ status: 'sent', attempts: 1 });

    const before = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(before.json().emailVerified).toBe(false);
    const open = await t.app.inject({ method: 'GET', url: link!.replace('http://localhost:3000', '') });
    expect(open.statusCode).toBe(302);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row!.emailVerified).toBe(true);

    // A second pass has nothing left to send.
    expect(await runMailSender({ db: t.db, transport })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a mail the server refused and sends it after the backoff', async () => {
    const { userId, email } = await signUp(t.app);
    smtp.refuseNext(1);
    const start = new Date();
    expect(await runMailSender({ db: t.db, transport, now: () => start })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [refused] = await outboxOf(userId);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused!.lastError).toMatch(/451/);
    expect(refused!.nextAttemptAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Not due yet: nothing happens before the backoff is over.
    expect((await runMailSender({ db: t.db, transport, now: () => start })).retried).toBe(0);
    const later = new Date(start.getTime() + backoffMs(1));
    expect(await runMailSender({ db: t.db, transport, now: () => later })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
  });

  it('gives a mail up after the last attempt', async () => {
    const { userId } = await signUp(t.app);
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.userId, userId));
    smtp.refuseNext(1);
    expect(await runMailSender({ db: t.db, transport })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await outboxOf(userId))[0]!.status).toBe('failed');
  });

  it('a mail claimed by a process that then died is sent once its lease runs out', async () => {
    const { userId, email } = await signUp(t.app);
    const start = new Date();
    // The claim commits, then the process is gone before it could deliver or record anything.
    await t.db.transaction((tx) => claimDueMails(tx, { now: start, limit: 20, leaseMs: 60_000 }));
    expect(await runMailSender({ db: t.db, transport, now: () => start })).toEqual({ sent: 0, retried: 0, failed: 0 });
    const afterLease = new Date(start.getTime() + 60_000);
    expect(await runMailSender({ db: t.db, transport, now: () => afterLease })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
    expect((await outboxOf(userId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two senders running at once never deliver one mail twice', async () => {
    const mail = createMailService({
      db: t.db,
      publicUrl: t.config.publicUrl,
      sessionSecret: t.config.sessionSecret,
      wantsMail: async () => true,
      unsubscribe: async () => {},
    });
    const { userId } = await signUp(t.app);
    for (let i = 0; i < 44; i += 1) {
      await mail.queueAlone({ userId, template: 'twoFactorChanged', data: { enabled: i % 2 === 0 } });
    }
    const second = createSmtpTransport({ smtpUrl: smtp.url, from: 'Agentsy <no-reply@test.agentsy.dev>' });
    for (let pass = 0; pass < 4; pass += 1) {
      await Promise.all([runMailSender({ db: t.db, transport }), runMailSender({ db: t.db, transport: second })]);
    }
    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(smtp.received).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect((await outboxOf(userId)).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });
});
