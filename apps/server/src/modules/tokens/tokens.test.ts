import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { as, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const DAY_MS = 24 * 60 * 60 * 1000;
const create = (s: Session, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/tokens', headers: as(s), payload: payload as object });
const list = (s: Session) => t.app.inject({ method: 'GET', url: '/api/tokens', headers: as(s) });
const revoke = (s: Session, id: string) => t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: as(s) });
/** A call that needs `listings:read`. */
const useToken = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/listings', headers: authorization ? { authorization } : {} });
const tokenRows = () => t.db.select().from(apiTokens);

const newToken = async (s: Session, payload: object = {}) => {
  const res = await create(s, { name: 'CI', scopes: ['listings:read'], ...payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; token: string; expiresAt: string };
};

describe('POST /api/tokens', () => {
  it('shows the secret once, stores only its hash, and expires in 90 days by default', async () => {
    const seller = await makeSeller(t.app, t.db);
    const before = Date.now();
    const res = await create(seller, {
      name: '  Deploy bot ',
      scopes: ['listings:read', 'orders:read', 'listings:read'],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Deploy bot', scopes: ['listings:read', 'orders:read'], lastUsedAt: null });
    expect(body.token).toMatch(/^agsy_[A-Za-z0-9_-]{43}$/);
    expect(body.hint).toBe(`${body.token.slice(0, 9)}…`);
    const expires = Date.parse(body.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(90 * DAY_MS - 1000);
    expect(expires).toBeLessThan(90 * DAY_MS + 60_000);

    const [row] = await tokenRows();
    expect(row).toMatchObject({ userId: seller.userId, kind: 'seller' });
    expect(row!.secretHash).toBe(createHash('sha256').update(body.token).digest('hex'));
    const stored = JSON.stringify(await t.db.execute(sql`select * from api_tokens`));
    expect(stored).not.toContain(body.token.slice(5));

    const listed = await list(seller);
    expect(listed.json()).toEqual({ tokens: [{ ...body, token: undefined }].map(({ token: _t, ...rest }) => rest) });
    expect(listed.body).not.toContain(body.token.slice(9));
  });

  it('takes an expiry of 1 to 365 days', async () => {
    const seller = await makeSeller(t.app, t.db);
    for (const days of [1, 365]) {
      const { expiresAt } = await newToken(seller, { expiresInDays: days });
      expect(Math.round((Date.parse(expiresAt) - Date.now()) / DAY_MS)).toBe(days);
    }
  });

  it.each([
    ['no name', { scopes: ['listings:read'] }, 'name', 'Give the token a name.'],
    ['a blank name', { name: '   ', scopes: ['listings:read'] }, 'name', 'Give the token a name.'],
    ['a name too long', { name: 'x'.repeat(101), scopes: ['listings:read'] }, 'name', 'at most 100'],
    ['no scopes', { name: 'CI' }, 'scopes', 'Choose at least one scope.'],
    ['empty scopes', { name: 'CI', scopes: [] }, 'scopes', 'Choose at least one scope.'],
    ['an unknown scope', { name: 'CI', scopes: ['admin'] }, 'scopes.0', 'Unknown scope'],
    ['a scope in the wrong case', { name: 'CI', scopes: ['Listings:Read'] }, 'scopes.0', 'Unknown scope'],
    ['0 days', { name: 'CI', scopes: ['orders:read'], expiresInDays: 0 }, 'expiresInDays', '1 to 365 days'],
    ['366 days', { name: 'CI', scopes: ['orders:read'], expiresInDays: 366 }, 'expiresInDays', '1 to 365 days'],
    ['1.5 days', { name: 'CI', scopes: ['orders:read'], expiresInDays: 1.5 }, 'expiresInDays', '1 to 365 days'],
    ['days as text', { name: 'CI', scopes: ['orders:read'], expiresInDays: '30' }, 'expiresInDays', '1 to 365'],
    ['an unknown field', { name: 'CI', scopes: ['orders:read'], secret: 'agsy_mine' }, '', ''],
  ])('refuses %s with a 400 and stores nothing', async (_case, payload, field, message) => {
    const seller = await makeSeller(t.app, t.db);
    const res = await create(seller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field) expect(res.json().fields[field]).toContain(message);
    expect(await tokenRows()).toEqual([]);
  });

  it('is for signed-in sellers only', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'x', scopes: ['orders:read'] },
    });
    expect(visitor.statusCode).toBe(401);
    const buyer = await makeUser(t.app, t.db);
    const res = await create(buyer, { name: 'x', scopes: ['orders:read'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SELLER_MODE_REQUIRED');
    expect(await tokenRows()).toEqual([]);
  });

  it('cannot be called with a token: tokens do not make tokens', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { token } = await newToken(seller, { scopes: ['listings:write', 'webhooks:write'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'more', scopes: ['listings:read'] },
    });
    expect(res.statusCode).toBe(401);
    expect(await tokenRows()).toHaveLength(1);
  });
});

describe('Authorization: Bearer on /api/v1', () => {
  it('answers 401 without a token, or with one that is malformed or unknown', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer agsy_unknown', 'Bearer not-a-token', 'bearer  ']) {
      const res = await useToken(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('accepts a valid token and notes when it was last used, at most once a minute', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { token } = await newToken(seller);
    expect((await useToken(`Bearer ${token}`)).statusCode).toBe(200);
    const first = (await list(seller)).json().tokens[0].lastUsedAt;
    expect(first).not.toBeNull();
    expect((await useToken(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await list(seller)).json().tokens[0].lastUsedAt).toBe(first);
  });

  it('answers 401 for an expired token', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id, token } = await newToken(seller, { expiresInDays: 1 });
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    const res = await useToken(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'This token has expired.' });
  });

  it('answers 403 INSUFFICIENT_SCOPE naming the missing scope', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { token } = await newToken(seller, { scopes: ['orders:read', 'listings:write'] });
    const res = await useToken(`Bearer ${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_SCOPE',
      message: 'This token lacks the listings:read scope.',
    });
  });

  it('stops working for an account that left seller mode', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { token } = await newToken(seller);
    await t.db.execute(sql`update users set seller_enabled = false where id = ${seller.userId}`);
    expect((await useToken(`Bearer ${token}`)).statusCode).toBe(403);
  });
});

describe('DELETE /api/tokens/:id', () => {
  it('revokes the token: it leaves the list and answers 401 from then on', async () => {
    const seller = await makeSeller(t.app, t.db);
    const kept = await newToken(seller, { name: 'kept' });
    const gone = await newToken(seller, { name: 'gone' });
    const res = await revoke(seller, gone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: true });
    expect((await list(seller)).json().tokens.map((x: { id: string }) => x.id)).toEqual([kept.id]);
    const used = await useToken(`Bearer ${gone.token}`);
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe('This token has been revoked.');
    expect((await useToken(`Bearer ${kept.token}`)).statusCode).toBe(200);
    expect((await revoke(seller, gone.id)).statusCode).toBe(404);
  });

  it("answers 404 for another seller's token, or an id that is none, and changes nothing", async () => {
    const owner = await makeSeller(t.app, t.db);
    const other = await makeSeller(t.app, t.db);
    const { id, token } = await newToken(owner);
    for (const target of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await revoke(other, target)).statusCode).toBe(404);
    }
    expect((await t.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.revokedAt).toBeNull();
    expect((await useToken(`Bearer ${token}`)).statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}` });
    expect(visitor.statusCode).toBe(401);
  });
});
