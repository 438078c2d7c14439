import { ADMIN_SYSTEM_ID, type LiveEvent } from '@agentsy/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { listenOnFreePort, openEventStream } from '../../test/event-stream';
import { createTestApp, signUp, type TestApp, testAdminAccessCode } from '../../test/test-app';
import type { AuditEntry } from '../admin-ops/admin-ops-deps';

type Session = { cookie: string; id: string; email: string };

const audited: { entry: AuditEntry; inTransaction: boolean }[] = [];
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    adminOpsHooks: {
      notifyUser: async () => {},
      audit: {
        record: async (entry, tx) => {
          // Proves the entry is written inside the send's transaction: the message is visible only there.
          const [row] = rowsOf<{ n: number }>(
            await tx!.execute(sql`select count(*)::int as n from messages where is_from_admin`),
          );
          audited.push({ entry, inTransaction: (row?.n ?? 0) > 0 });
        },
      },
    },
  });
  baseUrl = await listenOnFreePort(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  audited.length = 0;
  await t.reset();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Session, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const count = async (table: 'messages' | 'conversations' | 'live_events') =>
  rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

// The admin role and the access code, as every admin call needs (decision 025).
const makeAdmin = async () => {
  const admin = await signUp(t.app);
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { cookie: admin.cookie },
    payload: { accessCode: testAdminAccessCode },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return admin;
};

describe('admin guard', () => {
  it.each([
    ['GET', '/api/admin/users?search=a'],
    ['GET', '/api/admin/conversations'],
    ['GET', `/api/admin/conversations/00000000-0000-0000-0000-000000000000/messages`],
    ['PATCH', `/api/admin/conversations/00000000-0000-0000-0000-000000000000/read`],
  ] as const)('refuses %s %s to visitors (401) and members (403)', async (method, url) => {
    const member = await signUp(t.app);
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, member)).statusCode).toBe(403);
  });

  it('refuses a message from a visitor or a member and writes nothing', async () => {
    const member = await signUp(t.app);
    const target = await signUp(t.app);
    const body = { userId: target.id, content: 'Hello from support', category: 'support' };
    expect((await call('POST', '/api/admin/messages', undefined, body)).statusCode).toBe(401);
    const res = await call('POST', '/api/admin/messages', member, body);
    expect(res.statusCode).toBe(403);
    expect(await count('messages')).toBe(0);
    expect(await count('conversations')).toBe(0);
    expect(await count('live_events')).toBe(0);
    expect(audited).toEqual([]);
  });
});

describe('GET /api/admin/users', () => {
  it('searches only when the text is non-empty, by e-mail or name', async () => {
    const admin = await makeAdmin();
    const jane = await signUp(t.app, { name: 'Jane Findme' });
    await signUp(t.app, { name: 'Someone Else' });
    for (const blank of ['', '?search=', '?search=%20%20']) {
      const res = await call('GET', `/api/admin/users${blank}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const byName = (await call('GET', '/api/admin/users?search=findme', admin)).json();
    expect(byName.map((u: { id: string }) => u.id)).toEqual([jane.id]);
    const byEmail = (await call('GET', `/api/admin/users?search=${encodeURIComponent(jane.email)}`, admin)).json();
    expect(byEmail).toEqual([expect.objectContaining({ id: jane.id, email: jane.email, name: 'Jane Findme' })]);
    // A wildcard is a plain character, not "everyone".
    expect((await call('GET', '/api/admin/users?search=%25', admin)).json()).toEqual([]);
  });
});

describe('POST /api/admin/messages', () => {
  it('lands in the user’s admin-system conversation as the Support Team and reaches their stream', async () => {
    const admin = await makeAdmin();
    const user = await signUp(t.app);
    const stream = await openEventStream(baseUrl, user.cookie);
    expect(stream.status).toBe(200);

    const res = await call('POST', '/api/admin/messages', admin, { userId: user.id, content: '  Welcome aboard  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: { senderId: ADMIN_SYSTEM_ID, content: 'Welcome aboard', isFromAdmin: true },
      sender: null,
    });

    const events = await stream.waitFor((e) => e.some((x) => (x.data as LiveEvent).type === 'message'));
    const event = events.find((x) => (x.data as LiveEvent).type === 'message')!.data as Extract<
      LiveEvent,
      { type: 'message' }
    >;
    expect(event.item.message).toMatchObject({ content: 'Welcome aboard', isFromAdmin: true });
    expect(event.unreadCount).toBe(1);
    stream.close();

    const mine = (await call('GET', '/api/conversations', user)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].conversation).toMatchObject({ participantOne: user.id, participantTwo: ADMIN_SYSTEM_ID });

    // A second message, of another category, goes to the same conversation.
    await call('POST', '/api/admin/messages', admin, { userId: user.id, content: 'Invoice', category: 'billing' });
    expect(await count('conversations')).toBe(1);
    expect(audited.map((a) => a.entry)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'admin.message.send',
        targetType: 'conversation',
        targetId: mine[0].conversation.id,
        after: expect.objectContaining({ userId: user.id, category: 'support' }),
      }),
      expect.objectContaining({ after: expect.objectContaining({ category: 'billing' }) }),
    ]);
    expect(audited.every((a) => a.inTransaction)).toBe(true);
  });

  it.each([
    ['no user', { content: 'Hi' }, 400],
    ['a blank message', { userId: 'x', content: '   ' }, 400],
    ['an unknown category', { userId: 'x', content: 'Hi', category: 'spam' }, 400],
    ['an unknown user', { userId: 'no-such-user', content: 'Hi' }, 404],
  ])('refuses %s and writes nothing', async (_name, body, status) => {
    const admin = await makeAdmin();
    const res = await call('POST', '/api/admin/messages', admin, body);
    expect(res.statusCode).toBe(status);
    expect(await count('messages')).toBe(0);
    expect(await count('conversations')).toBe(0);
    expect(audited).toEqual([]);
  });
});

describe('support conversations', () => {
  it('lists them newest first with unread replies; an admin reads and answers', async () => {
    const admin = await makeAdmin();
    const first = await signUp(t.app, { name: 'First Person' });
    const second = await signUp(t.app, { name: 'Second Person' });
    await call('POST', '/api/admin/messages', admin, { userId: first.id, content: 'Hello first' });
    await call('POST', '/api/admin/messages', admin, { userId: second.id, content: 'Hello second' });
    const [own] = (await call('GET', '/api/conversations', first)).json();
    const reply = await call('POST', `/api/conversations/${own.conversation.id}/messages`, first, {
      content: 'I have a question',
    });
    expect(reply.statusCode).toBe(200);
    // A user's own reply is never from the Support Team.
    expect(reply.json().message).toMatchObject({ senderId: first.id, isFromAdmin: false });

    const list = (await call('GET', '/api/admin/conversations', admin)).json();
    expect(list.map((c: { userId: string }) => c.userId)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({
      unreadCount: 1,
      user: { id: first.id, email: first.email },
      lastMessage: { content: 'I have a question' },
    });
    expect(list[1].unreadCount).toBe(0);

    const thread = (await call('GET', `/api/admin/conversations/${own.conversation.id}/messages`, admin)).json();
    expect(thread.map((m: { message: { content: string } }) => m.message.content)).toEqual([
      'Hello first',
      'I have a question',
    ]);
    expect((await call('PATCH', `/api/admin/conversations/${own.conversation.id}/read`, admin)).json()).toMatchObject({
      marked: 1,
    });
    expect((await call('GET', '/api/admin/conversations', admin)).json()[0].unreadCount).toBe(0);

    await call('POST', '/api/admin/messages', admin, { userId: first.id, content: 'Here is the answer' });
    const after = (await call('GET', `/api/conversations/${own.conversation.id}/messages`, first)).json();
    expect(after.at(-1).message).toMatchObject({ content: 'Here is the answer', isFromAdmin: true });
  });

  it('answers 404 for a conversation that is not a support conversation', async () => {
    const admin = await makeAdmin();
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const started = await call('POST', '/api/conversations', a, { receiverId: b.id, content: 'Private' });
    const res = await call('GET', `/api/admin/conversations/${started.json().id}/messages`, admin);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/conversations/not-a-uuid/messages', admin)).statusCode).toBe(404);
  });
});
