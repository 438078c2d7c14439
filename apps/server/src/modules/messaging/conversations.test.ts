import { ADMIN_SYSTEM_ID, limits } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { createConversationsService } from './conversations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = { cookie: string; id: string };
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Session, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const count = async (table: 'messages' | 'conversations' | 'live_events') =>
  rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

const start = async (from: Session, to: Session, content = 'Hello there') => {
  const res = await call('POST', '/api/conversations', from, { receiverId: to.id, content });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }).id;
};

describe('starting a conversation', () => {
  it('answers the conversation id; both body shapes reach the same one conversation per pair', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const first = await call('POST', '/api/conversations', buyer, { participantId: seller.id, initialMessage: 'Hi' });
    expect(first.statusCode).toBe(200);
    const { id, conversation } = first.json();
    expect(conversation).toMatchObject({ id, participantOne: buyer.id, participantTwo: seller.id });
    // The seller starting from their side appends to the same conversation.
    expect(await start(seller, buyer, 'Hello back')).toBe(id);
    expect(await count('conversations')).toBe(1);
    const thread = (await call('GET', `/api/conversations/${id}/messages`, buyer)).json();
    expect(thread.map((m: { message: { content: string } }) => m.message.content)).toEqual(['Hi', 'Hello back']);
  });

  it.each([
    ['yourself', (me: Session) => ({ receiverId: me.id, content: 'Hi' }), 400, 'You cannot send messages to yourself.'],
    ['an unknown user', () => ({ receiverId: 'no-such-user', content: 'Hi' }), 404, 'That user does not exist.'],
    [
      'a blank message',
      (_: Session, other: Session) => ({ receiverId: other.id, content: '   ' }),
      400,
      'Message cannot be empty.',
    ],
    [
      'an over-long message',
      (_: Session, other: Session) => ({ participantId: other.id, initialMessage: 'x'.repeat(limits.messageMax + 1) }),
      400,
      'Messages can be at most 5,000 characters.',
    ],
    ['no participant', () => ({ content: 'Hi' }), 400, 'Please enter a user ID.'],
  ])('refuses %s and writes nothing', async (_name, body, status, message) => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await call('POST', '/api/conversations', me, body(me, other));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await count('conversations')).toBe(0);
    expect(await count('messages')).toBe(0);
    expect(await count('live_events')).toBe(0);
  });

  it('says "Cannot Message Yourself" as the title of that refusal', async () => {
    const me = await signUp(t.app);
    const res = await call('POST', '/api/conversations', me, { receiverId: me.id, content: 'Hi' });
    expect(res.json()).toMatchObject({ title: 'Cannot Message Yourself' });
  });

  it('refuses visitors with 401', async () => {
    const other = await signUp(t.app);
    expect(
      (await call('POST', '/api/conversations', undefined, { receiverId: other.id, content: 'Hi' })).statusCode,
    ).toBe(401);
    for (const url of ['/api/conversations', '/api/messages/unread-count', '/api/events']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect(await count('messages')).toBe(0);
  });
});

describe('reading and answering', () => {
  it('lists conversations newest activity first with public fields, unread counts and the last message', async () => {
    const [me, anna, ben] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const withAnna = await start(anna, me, 'From Anna');
    const withBen = await start(ben, me, 'From Ben');
    await call('POST', `/api/conversations/${withBen}/messages`, ben, { content: 'Ben again' });
    const list = (await call('GET', '/api/conversations', me)).json();
    expect(list.map((c: { conversation: { id: string } }) => c.conversation.id)).toEqual([withBen, withAnna]);
    expect(list[0]).toMatchObject({ unreadCount: 2, lastMessage: { content: 'Ben again', senderId: ben.id } });
    expect(list[0].participantOne).toEqual({
      id: ben.id,
      firstName: expect.any(String),
      lastName: expect.any(String),
      displayName: null,
      profileImageUrl: null,
    });
    expect(JSON.stringify(list)).not.toContain('@test.agentsy.dev');
    expect((await call('GET', '/api/messages/unread-count', me)).json()).toEqual({ count: 3 });
  });

  it('marks the other side read when opened: the count drops and readAt is set on their messages only', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const id = await start(buyer, seller, 'Question');
    await call('POST', `/api/conversations/${id}/messages`, seller, { content: 'Answer' });
    const marked = await call('PATCH', `/api/conversations/${id}/read`, seller);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ conversationId: id, marked: 1 });
    expect((await call('GET', '/api/messages/unread-count', seller)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/api/messages/unread-count', buyer)).json()).toEqual({ count: 1 });
    const thread = (await call('GET', `/api/conversations/${id}/messages`, buyer)).json();
    expect(thread[0].message).toMatchObject({ content: 'Question', readAt: expect.any(String), isFromAdmin: false });
    expect(thread[1].message).toMatchObject({ content: 'Answer', readAt: null });
    expect(thread[1].sender).toMatchObject({ id: seller.id });
  });

  it('gives anyone outside the conversation a 404 for reading, writing and marking, and changes nothing', async () => {
    const [buyer, seller, stranger] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const id = await start(buyer, seller, 'Private');
    const attempts = [
      await call('GET', `/api/conversations/${id}/messages`, stranger),
      await call('POST', `/api/conversations/${id}/messages`, stranger, { content: 'Let me in' }),
      await call('PATCH', `/api/conversations/${id}/read`, stranger),
      await call('GET', '/api/conversations/not-a-uuid/messages', buyer),
      await call('GET', '/api/conversations/00000000-0000-4000-8000-000000000000/messages', buyer),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Private');
    }
    expect(await count('messages')).toBe(1);
    expect((await call('GET', '/api/messages/unread-count', seller)).json()).toEqual({ count: 1 });
    expect((await call('GET', '/api/conversations', stranger)).json()).toEqual([]);
  });

  it('refuses a blank or over-long reply and a signed-out one', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const id = await start(buyer, seller);
    const url = `/api/conversations/${id}/messages`;
    expect((await call('POST', url, seller, { content: ' \n ' })).statusCode).toBe(400);
    expect((await call('POST', url, seller, { content: 'y'.repeat(limits.messageMax + 1) })).statusCode).toBe(400);
    expect((await call('POST', url, undefined, { content: 'Hi' })).statusCode).toBe(401);
    expect((await call('PATCH', `/api/conversations/${id}/read`)).statusCode).toBe(401);
    expect(await count('messages')).toBe(1);
  });

  it('keeps text exactly as sent, apart from surrounding spaces', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const id = await start(buyer, seller, '  <b>line one</b>\nline two  ');
    const thread = (await call('GET', `/api/conversations/${id}/messages`, seller)).json();
    expect(thread[0].message.content).toBe('<b>line one</b>\nline two');
  });
});

describe('support conversations', () => {
  it('puts Support Team messages in the user’s admin-system conversation, where the user can answer', async () => {
    const user = await signUp(t.app);
    const support = createConversationsService({ db: t.db });
    const posted = await support.postSupportMessage({ userId: user.id, content: 'Welcome aboard' });
    expect(posted).toMatchObject({ message: { senderId: ADMIN_SYSTEM_ID, isFromAdmin: true }, sender: null });
    const [item] = (await call('GET', '/api/conversations', user)).json();
    expect(item).toMatchObject({
      conversation: { participantTwo: ADMIN_SYSTEM_ID },
      participantTwo: null,
      unreadCount: 1,
    });
    const id = item.conversation.id;
    const reply = await call('POST', `/api/conversations/${id}/messages`, user, {
      content: 'Thanks',
      isFromAdmin: true,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toMatchObject({ senderId: user.id, isFromAdmin: false });
    // A second support message lands in the same conversation.
    await support.postSupportMessage({ userId: user.id, content: 'Anything else?' });
    expect(await count('conversations')).toBe(1);
  });

  it('lets no user write as the Support Team', async () => {
    const user = await signUp(t.app);
    const res = await call('POST', '/api/conversations', user, {
      participantId: ADMIN_SYSTEM_ID,
      initialMessage: 'Help',
      isFromAdmin: true,
    });
    expect(res.statusCode).toBe(200);
    const thread = (await call('GET', `/api/conversations/${res.json().id}/messages`, user)).json();
    expect(thread[0].message).toMatchObject({ senderId: user.id, isFromAdmin: false });
  });
});

describe('GET /api/users/:id/reply-time', () => {
  /** A conversation the buyer opened `daysAgo`, answered by the seller after `minutes` (or never). */
  const askAndAnswer = async (seller: Session, daysAgo: number, minutes: number | null) => {
    const buyer = await signUp(t.app);
    const id = await start(buyer, seller, 'Question');
    if (minutes !== null) await call('POST', `/api/conversations/${id}/messages`, seller, { content: 'Answer' });
    await t.db.execute(sql`
      update messages set created_at = now() - make_interval(days => ${daysAgo})
        + case when sender_id = ${seller.id} then make_interval(mins => ${minutes ?? 0}) else interval '0' end
      where conversation_id = ${id}`);
  };
  const replyTime = async (seller: Session) => (await call('GET', `/api/users/${seller.id}/reply-time`)).json();

  it('stays unknown until three conversations were answered, then gives the median first answer', async () => {
    const seller = await signUp(t.app);
    await askAndAnswer(seller, 2, 10);
    await askAndAnswer(seller, 3, 60);
    await askAndAnswer(seller, 4, null); // unanswered: not counted
    await askAndAnswer(seller, 120, 1); // older than 90 days: not counted
    expect(await replyTime(seller)).toEqual({ medianMinutes: null, answeredConversations: 2 });
    await askAndAnswer(seller, 5, 20);
    expect(await replyTime(seller)).toEqual({ medianMinutes: 20, answeredConversations: 3 });
  });
});
