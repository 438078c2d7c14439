import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRequests, conversations } from '../../db/schema';
import { as, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (s: Session | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s ? as(s) : {}, ...(payload ? { payload } : {}) });

const submit = async (who: Session, title: string) => {
  const res = await call(who, 'POST', '/api/forms/agent-request', {
    title,
    description: 'Reads invoices and files them.',
    useCase: 'productivity',
    budget: '100-250',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; open: boolean };
};
const boardTitles = async (s: Session) =>
  ((await call(s, 'GET', '/api/requests')).json() as { title: string }[]).map((r) => r.title);

describe('the requests board', () => {
  it('shows sellers open requests with title, use case, budget and age; closed and 30-day-old ones leave it', async () => {
    const member = await makeUser(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const fresh = await submit(member, 'Board: invoice filer');
    expect(fresh.open).toBe(true);
    const old = await submit(member, 'Board: too old');
    await t.db.execute(sql`update agent_requests set created_at = now() - interval '31 days' where id = ${old.id}`);
    const closing = await submit(member, 'Board: closed by author');

    const board = (await call(seller, 'GET', '/api/requests')).json();
    const row = board.find((r: { id: string }) => r.id === fresh.id);
    expect(row).toMatchObject({
      title: 'Board: invoice filer',
      useCase: 'productivity',
      budget: '100-250',
      requester: { id: member.userId },
    });
    expect(row.createdAt).toEqual(expect.any(String));
    expect(row).not.toHaveProperty('email');
    expect(await boardTitles(seller)).not.toContain('Board: too old');

    const closed = await call(member, 'POST', `/api/agent-requests/${closing.id}/close`);
    expect([closed.statusCode, closed.json().open]).toEqual([200, false]);
    expect(await boardTitles(seller)).not.toContain('Board: closed by author');
    const mine = (await call(member, 'GET', '/api/agent-requests')).json();
    expect(mine.find((r: { id: string }) => r.id === old.id).open).toBe(false);
  });

  it('"Offer an agent" opens a conversation with the requester', async () => {
    const member = await makeUser(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const request = await submit(member, 'Board: offer me');
    const res = await call(seller, 'POST', `/api/requests/${request.id}/offer`, {
      content: 'I have an agent that does this.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, res.json().conversationId));
    expect([conversation!.participantOne, conversation!.participantTwo].sort()).toEqual(
      [member.userId, seller.userId].sort(),
    );
    const inbox = (await call(member, 'GET', '/api/conversations')).json();
    expect(JSON.stringify(inbox)).toContain('I have an agent that does this.');
  });

  it('refuses non-sellers, strangers closing, offers on closed or own requests and bad input, changing nothing', async () => {
    const member = await makeUser(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const request = await submit(member, 'Board: refusals');
    expect((await call(undefined, 'GET', '/api/requests')).statusCode).toBe(401);
    const notSeller = await call(member, 'GET', '/api/requests');
    expect([notSeller.statusCode, notSeller.json().message]).toEqual([403, 'The requests board is for sellers.']);
    expect((await call(member, 'POST', `/api/requests/${request.id}/offer`, { content: 'Hi' })).statusCode).toBe(403);
    expect((await call(seller, 'POST', `/api/agent-requests/${request.id}/close`)).statusCode).toBe(404);
    expect((await call(seller, 'POST', '/api/agent-requests/nope/close')).statusCode).toBe(404);
    expect((await call(seller, 'POST', `/api/requests/${request.id}/offer`, { content: '' })).statusCode).toBe(400);
    expect((await call(seller, 'POST', '/api/requests/nope/offer', { content: 'Hi' })).statusCode).toBe(404);
    const own = await submit(seller, 'Board: my own');
    expect((await call(seller, 'POST', `/api/requests/${own.id}/offer`, { content: 'Hi' })).statusCode).toBe(400);
    await call(member, 'POST', `/api/agent-requests/${request.id}/close`);
    const late = await call(seller, 'POST', `/api/requests/${request.id}/offer`, { content: 'Hi' });
    expect([late.statusCode, late.json().message]).toEqual([410, 'This request is closed.']);
    const [row] = await t.db.select().from(agentRequests).where(eq(agentRequests.id, request.id));
    expect(row!.closedAt).not.toBeNull();
    const theirs = await t.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.participantOne, seller.userId), eq(conversations.participantTwo, seller.userId)));
    expect(theirs).toEqual([]);
  });
});
