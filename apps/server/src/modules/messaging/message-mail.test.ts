import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { mailOutbox } from '../../db/schema';
import { listenOnFreePort, openEventStream } from '../../test/event-stream';
import { createTestApp, signUp, type TestApp, testAdminAccessCode } from '../../test/test-app';
import { apiThroughNginx } from '../../test/through-nginx';
import { mailAllowed } from '../mail/mail-preferences';

let t: TestApp;
let otherUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // Through nginx (decision 042) streams and messages already alternate the cluster's two processes.
  otherUrl = apiThroughNginx()?.url ?? (await listenOnFreePort(await t.startAnotherApp()));
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = { cookie: string; id: string };

const messageMailsOf = (userId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, 'newMessage')));

const openStreams = async (userId: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from live_stream_presence where user_id = ${userId}`),
  )[0]!.n;

/** A buyer writes twice to a seller; answers the conversation id. */
const writeTwice = async (buyer: Session, seller: Session) => {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: buyer.cookie },
    payload: { receiverId: seller.id, content: 'Is this agent still maintained?' },
  });
  expect(started.statusCode).toBe(200);
  const { id } = started.json() as { id: string };
  const again = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: { cookie: buyer.cookie },
    payload: { content: 'And does it work with Claude?' },
  });
  expect(again.statusCode).toBe(200);
  return id;
};

describe('"new message" mail', () => {
  it('mails a recipient with no open stream once for two messages within the hour, never the sender', async () => {
    const buyer = await signUp(t.app, { name: 'Bea Buyer' });
    const seller = await signUp(t.app);
    await writeTwice(buyer, seller);

    const mails = await messageMailsOf(seller.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'message', subject: 'New message from Bea Buyer' });
    expect(mails[0]!.text).toContain('Is this agent still maintained?');
    expect(await messageMailsOf(buyer.id)).toHaveLength(0);
  });

  it('mails again once the hour since the last mail has passed', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const id = await writeTwice(buyer, seller);
    await t.db.execute(
      sql`update message_mail_notices set mailed_at = now() - interval '61 minutes' where conversation_id = ${id}`,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: buyer.cookie },
      payload: { content: 'Still there?' },
    });
    expect(await messageMailsOf(seller.id)).toHaveLength(2);
  });

  it('sends none while the recipient has a stream open, even in another process', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const stream = await openEventStream(otherUrl, seller.cookie);
    expect(stream.status).toBe(200);
    await expect.poll(() => openStreams(seller.id)).toBe(1);

    await writeTwice(buyer, seller);
    await stream.waitFor((events) => events.length >= 2);
    expect(await messageMailsOf(seller.id)).toHaveLength(0);

    // Once the stream is closed the recipient is away again, and the next message mails them.
    stream.close();
    await expect.poll(() => openStreams(seller.id)).toBe(0);
    const [conversation] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from conversations`));
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation!.id}/messages`,
      headers: { cookie: buyer.cookie },
      payload: { content: 'Hello?' },
    });
    expect(await messageMailsOf(seller.id)).toHaveLength(1);
  });

  it('ignores the presence of a stream whose process stopped refreshing it', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    await t.db.execute(sql`insert into live_stream_presence (stream_id, user_id, seen_at)
      values (gen_random_uuid(), ${seller.id}, now() - interval '10 minutes')`);
    await writeTwice(buyer, seller);
    expect(await messageMailsOf(seller.id)).toHaveLength(1);
  });

  it('names the Support Team as the sender of a support message', async () => {
    const admin = await signUp(t.app);
    const user = await signUp(t.app);
    await t.db.execute(sql`update users set is_admin = true where id = ${admin.id}`);
    const elevated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: admin.cookie },
      payload: { accessCode: testAdminAccessCode },
    });
    expect(elevated.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: { cookie: admin.cookie },
      payload: { userId: user.id, content: 'Your payout was sent' },
    });
    expect(res.statusCode).toBe(200);
    const mails = await messageMailsOf(user.id);
    expect(mails.map((m) => m.subject)).toEqual(['New message from Support Team']);
  });

  it('leaves message mails to the master switch alone', async () => {
    const all = {
      emailNotifications: true,
      orderUpdates: false,
      sellerUpdates: false,
      promotionalEmails: false,
      productUpdates: false,
    };
    expect(mailAllowed(all, 'message')).toBe(true);
    expect(mailAllowed({ ...all, emailNotifications: false }, 'message')).toBe(false);
  });
});
