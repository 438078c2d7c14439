import type { SQL } from 'drizzle-orm';
import { and, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const data = { listingTitle: 'Agent <Zed> & Co', version: '1.1.0', changelog: 'Fixes the "timeout"\n\n- and more' };
const fields = ({
  userId,
  toAddress,
  kind,
  template,
  subject,
  html,
  text,
  headers,
}: typeof mailOutbox.$inferSelect) => ({
  userId,
  toAddress,
  kind,
  template,
  subject,
  html,
  text,
  headers,
});
const updatesTo = (userIds: string[]) =>
  and(inArray(mailOutbox.userId, userIds), eq(mailOutbox.template, 'versionPublished'));
const mailsOf = async (userIds: string[]) =>
  (await t.db.select().from(mailOutbox).where(updatesTo(userIds)))
    .map(fields)
    .sort((a, b) => a.userId!.localeCompare(b.userId!));

describe('one mail to many users', () => {
  it('writes each recipient the mail one at a time would, sending the rendered mail to the database once', async () => {
    const users: Session[] = [];
    for (let i = 0; i < 6; i++) users.push(await makeUser(t.app, t.db));
    const ids = users.map((u) => u.userId);
    const sent: SQL[] = [];
    const mailed = await t.db.transaction(async (tx) => {
      const execute = vi.spyOn(tx, 'execute');
      const insert = vi.spyOn(tx, 'insert');
      const result = await t.app.mail.queueMany(
        tx,
        'versionPublished',
        ids.map((userId) => ({ userId, data })),
      );
      sent.push(...execute.mock.calls.map(([query]) => query as SQL));
      expect(insert).not.toHaveBeenCalled();
      return result;
    });
    expect(mailed).toEqual(ids);
    const together = await mailsOf(ids);
    expect(together).toHaveLength(6);
    // The whole HTML part travels once, not once a recipient.
    const html = together[0]!.html.slice(0, together[0]!.html.indexOf('Unsubscribe'));
    const params = sent.flatMap((q) => new PgDialect().sqlToQuery(q).params.map(String)).join('\n');
    expect(params.split(html.slice(0, 400)).length - 1).toBe(1);

    await t.db.delete(mailOutbox).where(updatesTo(ids));
    for (const userId of ids) await t.app.mail.queueAlone({ userId, template: 'versionPublished', data });
    expect(together).toEqual(await mailsOf(ids));
  });

  it('mails given their own data each get their own, in one insert', async () => {
    const users = [await makeUser(t.app, t.db), await makeUser(t.app, t.db)];
    const ids = users.map((u) => u.userId);
    const mailed = await t.db.transaction((tx) =>
      t.app.mail.queueMany(
        tx,
        'versionPublished',
        ids.map((userId, i) => ({ userId, data: { ...data, version: `2.${i}.0` } })),
      ),
    );
    expect(mailed).toEqual(ids);
    expect((await mailsOf(ids)).map((m) => m.subject).sort()).toEqual([
      'Agent <Zed> & Co 2.0.0 is available',
      'Agent <Zed> & Co 2.1.0 is available',
    ]);
  });
});
