import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { makeAdmin } from '../../test/factories';
import { createFakeMailPreferences } from '../../test/fake-mail-preferences';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { createUnsubscribeTokens } from './unsubscribe-token';

const prefs = createFakeMailPreferences();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailPreferences: prefs });
});
afterAll(() => t.close());

/** The unsubscribe address a queued mail carries in its List-Unsubscribe header. */
const unsubscribePathOf = async (userId: string) => {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
  const header = (JSON.parse(mail!.headers) as Record<string, string>)['List-Unsubscribe']!;
  return header.slice(1, -1).replace(t.config.publicUrl, '');
};

describe('one-click unsubscribe', () => {
  it('the link in a mail turns that kind off for that user only (RFC 8058 POST)', async () => {
    const { userId } = await signUp(t.app);
    const other = await signUp(t.app);
    const tokens = createUnsubscribeTokens(t.config.sessionSecret);
    const url = `/api/mail/unsubscribe?token=${encodeURIComponent(tokens.sign(userId, 'seller'))}`;

    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'seller', unsubscribed: true });
    expect(prefs.of(userId).sellerUpdates).toBe(false);
    expect(prefs.of(userId).orderUpdates).toBe(true);
    expect(prefs.of(other.userId).sellerUpdates).toBe(true);
  });

  it('a security mail link turns off the optional mails, from the link the mail carried', async () => {
    const { userId } = await signUp(t.app);
    const path = await unsubscribePathOf(userId);
    const page = await t.app.inject({ method: 'GET', url: path });
    // Opening the link only shows the button: link scanners must not unsubscribe anyone.
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect(prefs.of(userId).emailNotifications).toBe(true);
    const done = await t.app.inject({ method: 'POST', url: path, headers: { accept: 'text/html' } });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(prefs.of(userId).emailNotifications).toBe(false);
  });

  it.each([
    ['a forged signature', (token: string) => `${token.split('.')[0]}.AAAA`],
    [
      'another user',
      (token: string) => `${Buffer.from('someone-else:order').toString('base64url')}.${token.split('.')[1]}`,
    ],
    ['garbage', () => 'not-a-token'],
  ])('refuses %s with a 400 and changes nothing', async (_name, tamper) => {
    const { userId } = await signUp(t.app);
    const token = createUnsubscribeTokens(t.config.sessionSecret).sign(userId, 'order');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(tamper(token))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This unsubscribe link is not valid.');
    expect(prefs.of(userId).orderUpdates).toBe(true);
  });

  it('refuses a missing token with a 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' })).statusCode).toBe(400);
  });
});

describe('development outbox', () => {
  it('lists the mails to an admin only', async () => {
    const user = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);
    const admin = await makeAdmin(t.app, t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: user.email, subject: 'Verify your e-mail address' })]),
    );
  });
});
