import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = { cookie: string; id: string };
const call = (method: 'POST' | 'PATCH', url: string, who: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
const messageCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from messages`))[0]!.n;

describe('the "allow messaging" privacy switch', () => {
  it('refuses a new conversation to someone who turned messages off, and writes nothing', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    expect((await call('PATCH', '/api/users/privacy', seller, { allowMessaging: false })).statusCode).toBe(200);

    const res = await call('POST', '/api/conversations', buyer, { receiverId: seller.id, content: 'Hi' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      title: 'Messages Turned Off',
      message: 'This user is not accepting new messages.',
    });
    expect(await messageCount()).toBe(0);
  });

  it('keeps a conversation that already exists going, and the switch back on opens new ones', async () => {
    const buyer = await signUp(t.app);
    const seller = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await call('POST', '/api/conversations', buyer, { receiverId: seller.id, content: 'Hi' })).statusCode).toBe(
      200,
    );
    await call('PATCH', '/api/users/privacy', seller, { allowMessaging: false });
    expect(
      (await call('POST', '/api/conversations', buyer, { receiverId: seller.id, content: 'Still there?' })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/conversations', other, { receiverId: seller.id, content: 'Hi' })).statusCode).toBe(
      403,
    );
    await call('PATCH', '/api/users/privacy', seller, { allowMessaging: true });
    expect((await call('POST', '/api/conversations', other, { receiverId: seller.id, content: 'Hi' })).statusCode).toBe(
      200,
    );
    expect(await messageCount()).toBe(3);
  });
});
