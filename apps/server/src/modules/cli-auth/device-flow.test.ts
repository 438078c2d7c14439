import { createHash } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTokens, deviceCodes } from '../../db/schema';
import { as, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Started = { deviceCode: string; userCode: string; verificationUri: string; interval: number; expiresIn: number };

const start = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cli/device',
    headers: { 'user-agent': 'agentsy/1.0.0 node/22 linux' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Started;
};
const poll = (deviceCode: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/cli/token', payload: { deviceCode } as object });
/** Lets the next poll come after the interval without waiting for it. */
const intervalPassed = (userCode: string) =>
  t.db
    .update(deviceCodes)
    .set({ lastPolledAt: sql`now() - interval '1 minute'` })
    .where(eq(deviceCodes.userCode, userCode));
const decide = (s: Session, decision: 'approve' | 'deny', userCode: string) =>
  t.app.inject({ method: 'POST', url: `/api/cli/device/${decision}`, headers: as(s), payload: { userCode } });
const library = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/library', headers: authorization ? { authorization } : {} });

describe('POST /api/cli/device', () => {
  it('hands out a code pair for /activate and keeps only the hash of the device code', async () => {
    const started = await start();
    expect(started).toMatchObject({
      userCode: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verificationUri: 'http://localhost:3000/activate',
      expiresIn: 600,
      interval: 5,
    });
    expect(started.deviceCode.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.select().from(deviceCodes);
    expect(row).toMatchObject({ status: 'pending', userCode: started.userCode, intervalSeconds: 5 });
    expect(row!.deviceCodeHash).toBe(createHash('sha256').update(started.deviceCode).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(started.deviceCode);
  });
});

describe('POST /api/cli/token', () => {
  it('answers authorization_pending, then slow_down with a longer interval when polled too soon', async () => {
    const { deviceCode } = await start();
    const first = await poll(deviceCode);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ error: 'authorization_pending' });
    const tooSoon = await poll(deviceCode);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ error: 'slow_down', interval: 10 });
    const [row] = await t.db.select().from(deviceCodes);
    expect(row!.intervalSeconds).toBe(10);
  });

  it('gives the token once after approval; a second collection is invalid_grant', async () => {
    const buyer = await makeUser(t.app, t.db);
    const { deviceCode, userCode } = await start();
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/cli/device/${userCode.toLowerCase()}`,
      headers: as(buyer),
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ userCode, userAgent: 'agentsy/1.0.0 node/22 linux' });

    expect((await decide(buyer, 'approve', userCode.replace('-', ''))).json()).toEqual({ status: 'approved' });
    const res = await poll(deviceCode);
    expect(res.statusCode, res.body).toBe(200);
    const { token, expiresAt } = res.json() as { token: string; expiresAt: string };
    expect(token).toMatch(/^agsy_/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(89 * 24 * 3600_000);
    const [stored] = await t.db.select().from(apiTokens);
    expect(stored).toMatchObject({ userId: buyer.userId, kind: 'buyer', scopes: [] });

    const again = await poll(deviceCode);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await t.db.select().from(apiTokens)).toHaveLength(1);
  });

  it('gives one token to two polls racing for one approved code', async () => {
    const buyer = await makeUser(t.app, t.db);
    const { deviceCode, userCode } = await start();
    await decide(buyer, 'approve', userCode);
    const answers = await Promise.all([poll(deviceCode), poll(deviceCode), poll(deviceCode)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await t.db.select().from(apiTokens)).toHaveLength(1);
  });

  it('answers access_denied after a denial, expired_token after ten minutes, invalid_grant for a made-up code', async () => {
    const buyer = await makeUser(t.app, t.db);
    const denied = await start();
    expect((await decide(buyer, 'deny', denied.userCode)).json()).toEqual({ status: 'denied' });
    expect((await poll(denied.deviceCode)).json()).toMatchObject({ error: 'access_denied' });
    // A decided code cannot be decided again.
    expect((await decide(buyer, 'approve', denied.userCode)).statusCode).toBe(404);

    const late = await start();
    await t.db
      .update(deviceCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(deviceCodes.userCode, late.userCode));
    expect((await poll(late.deviceCode)).json()).toMatchObject({ error: 'expired_token' });
    expect((await decide(buyer, 'approve', late.userCode)).statusCode).toBe(404);
    await intervalPassed(late.userCode);
    expect((await poll(late.deviceCode)).json()).toMatchObject({ error: 'expired_token' });

    expect((await poll('not-a-real-code')).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await poll('')).statusCode).toBe(400);
    expect(await t.db.select().from(apiTokens)).toHaveLength(0);
  });
});

describe('approving on /activate', () => {
  it('needs a signed-in user and a well-formed code', async () => {
    const buyer = await makeUser(t.app, t.db);
    const { userCode } = await start();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/cli/device/approve', payload: { userCode } });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await decide(buyer, 'approve', 'AEIOU-123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({
      userCode: 'Enter the 8-letter code the command line shows, such as BCDF-GHJK.',
    });
    expect((await decide(buyer, 'approve', 'BCDF-GHJK')).statusCode).toBe(404);
    const [row] = await t.db.select().from(deviceCodes);
    expect(row).toMatchObject({ status: 'pending', userId: null });
  });
});

describe('buyer tokens', () => {
  const signIn = async (buyer: Session) => {
    const { deviceCode, userCode } = await start();
    await decide(buyer, 'approve', userCode);
    return ((await poll(deviceCode)).json() as { token: string }).token;
  };

  it('are listed under Settings › Security and stop working once revoked', async () => {
    const buyer = await makeUser(t.app, t.db);
    const token = await signIn(buyer);
    expect((await library(`Bearer ${token}`)).json()).toEqual({ items: [] });

    const listed = await t.app.inject({ method: 'GET', url: '/api/cli/tokens', headers: as(buyer) });
    const [entry] = listed.json().tokens as { id: string; name: string; hint: string }[];
    expect(entry).toMatchObject({ name: 'Command line (agentsy/1.0.0 node/22 linux)', hint: `${token.slice(0, 9)}…` });
    expect(listed.body).not.toContain(token.slice(9));
    // Seller tokens are not among them, nor these among the seller's.
    expect((await t.app.inject({ method: 'GET', url: '/api/tokens', headers: as(buyer) })).json()).toEqual({
      tokens: [],
    });

    const other = await makeUser(t.app, t.db);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/cli/tokens/${entry!.id}`, headers: as(other) });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/cli/tokens/${entry!.id}`, headers: as(buyer) });
    expect(revoked.statusCode).toBe(200);
    const after = await library(`Bearer ${token}`);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This token has been revoked.');
  });

  it('revoke themselves with DELETE /api/cli/token, and only themselves', async () => {
    const buyer = await makeUser(t.app, t.db);
    const token = await signIn(buyer);
    const kept = await signIn(buyer);
    const signOut = (authorization?: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/cli/token', headers: authorization ? { authorization } : {} });

    const res = await signOut(`Bearer ${token}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await library(`Bearer ${token}`)).statusCode).toBe(401);
    expect((await library(`Bearer ${kept}`)).statusCode).toBe(200);
    const rows = await t.db.select().from(apiTokens);
    expect(rows.filter((r) => r.revokedAt !== null)).toHaveLength(1);

    // Unknown, missing, already revoked or expired: 401 with the reason, and nothing changes.
    const again = await signOut(`Bearer ${token}`);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This token has been revoked.');
    expect((await signOut('Bearer agsy_made-up')).json()).toMatchObject({ message: 'This token is not valid.' });
    expect((await signOut()).statusCode).toBe(401);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(isNull(apiTokens.revokedAt));
    const expired = await signOut(`Bearer ${kept}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This token has expired.');
    expect((await t.db.select().from(apiTokens)).filter((r) => r.revokedAt !== null)).toHaveLength(1);
    // A browser session is not a buyer token.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cli/token', headers: as(buyer) })).statusCode).toBe(401);
  });

  it('open the library only: a buyer token is no seller token, and no seller token opens the library', async () => {
    const buyer = await makeUser(t.app, t.db);
    const token = await signIn(buyer);
    const asSeller = await t.app.inject({
      method: 'GET',
      url: '/api/v1/listings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asSeller.statusCode).toBe(401);
    expect((await library()).statusCode).toBe(401);
    expect((await library('Bearer agsy_made-up')).statusCode).toBe(401);
  });
});
