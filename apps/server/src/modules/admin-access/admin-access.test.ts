import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { adminAuditLog, adminElevations } from '../../db/schema';
import { makeAdminWithoutCode, makeUser, type Session } from '../../test/factories';
import { createTestApp, signUp, type TestApp, testAdminAccessCode } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const as = (s: Session) => ({ cookie: s.cookie });
const login = (s: Session, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', headers: as(s), payload, remoteAddress });
const verify = (s: Session) => t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: as(s) });
const cards = (s: Session) => t.app.inject({ method: 'GET', url: '/api/analytics/admin', headers: as(s) });

const elevations = async () => t.db.select().from(adminElevations);
const auditActionsOf = async () =>
  (await t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id)).map((r) => r.action);

/** Signs the same account in again: a second browser, a second session. */
const secondSession = async (app: FastifyInstance, s: Session) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: s.email, password: s.password },
  });
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('agentsy.session_token='));
  return { ...s, cookie: cookie!.split(';')[0]! };
};

describe('admin access code', () => {
  it('elevates the admin session with the right code; verify answers until logout', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    expect((await verify(admin)).statusCode).toBe(403);
    const res = await login(admin, { accessCode: testAdminAccessCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isAdmin).toBe(true);
    const expires = new Date(res.json().expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);
    expect((await verify(admin)).statusCode).toBe(200);
    expect((await cards(admin)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: as(admin) });
    expect(logout.statusCode).toBe(200);
    expect((await verify(admin)).statusCode).toBe(403);
    expect(await elevations()).toEqual([]);
    expect(await auditActionsOf()).toEqual(['admin.sign_in', 'admin.sign_out']);
  });

  it('elevates only the session that entered the code', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    const other = await secondSession(t.app, admin);
    await login(admin, { accessCode: testAdminAccessCode });
    expect((await verify(admin)).statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(403);
  });

  it('refuses a signed-out caller (401) and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { accessCode: testAdminAccessCode },
    });
    expect(res.statusCode).toBe(401);
    expect(await auditActionsOf()).toEqual([]);
  });

  it('refuses a non-admin with the right code; the attempt is recorded and nothing opens', async () => {
    const user = await makeUser(t.app, t.db);
    const res = await login(user, { accessCode: testAdminAccessCode });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin access required.');
    expect(await elevations()).toEqual([]);
    expect(await auditActionsOf()).toEqual(['admin.sign_in_failed']);
    expect((await verify(user)).statusCode).toBe(403);
    expect((await cards(user)).statusCode).toBe(403);
  });

  it('refuses an admin with a wrong code: "Invalid access code", recorded, not elevated', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    const res = await login(admin, { accessCode: 'not-the-code' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ title: 'Access Denied', message: 'Invalid access code' });
    expect(await elevations()).toEqual([]);
    const [entry] = await t.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({ actorId: admin.userId, action: 'admin.sign_in_failed', ip: '127.0.0.1' });
    expect((await verify(admin)).statusCode).toBe(403);
  });

  it('refuses an admin without a code (400) and an admin who never entered it on admin calls (403)', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    for (const payload of [{}, { accessCode: '' }, { accessCode: '   ' }]) {
      const res = await login(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain('Please enter the admin access code');
    }
    expect(await elevations()).toEqual([]);
    const denied = await cards(admin);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Please log in with admin access code');
    const listing = await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: as(admin) });
    expect(listing.statusCode).toBe(403);
  });

  it('refuses an elevation idle for more than 30 minutes, or older than 8 hours', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    await login(admin, { accessCode: testAdminAccessCode });
    await t.db.update(adminElevations).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await verify(admin)).statusCode).toBe(403);
    expect((await cards(admin)).statusCode).toBe(403);

    await login(admin, { accessCode: testAdminAccessCode });
    await t.db.update(adminElevations).set({ elevatedAt: new Date(Date.now() - 8 * 3600_000 - 1000) });
    expect((await verify(admin)).statusCode).toBe(403);
  });

  it('refuses the sixth attempt after five wrong codes, even with the right code', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    for (let i = 0; i < 5; i++) expect((await login(admin, { accessCode: `wrong-${i}` })).statusCode).toBe(403);
    const sixth = await login(admin, { accessCode: testAdminAccessCode });
    expect(sixth.statusCode).toBe(429);
    expect(await elevations()).toEqual([]);
    expect((await verify(admin)).statusCode).toBe(403);
    expect((await auditActionsOf()).filter((a) => a === 'admin.sign_in_failed')).toHaveLength(5);
    expect(await auditActionsOf()).toContain('admin.sign_in_blocked');

    // Fifteen minutes on, the account may try again.
    await t.db.execute(sql`alter table admin_audit_log disable trigger admin_audit_log_append_only`);
    await t.db.update(adminAuditLog).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    await t.db.execute(sql`alter table admin_audit_log enable trigger admin_audit_log_append_only`);
    expect((await login(admin, { accessCode: testAdminAccessCode })).statusCode).toBe(200);
  });

  // Loopback addresses, so that through nginx (decision 042) the requests can come from them.
  it('limits wrong codes per address too, across accounts', async () => {
    for (let i = 0; i < 5; i++) {
      const admin = await makeAdminWithoutCode(t.app, t.db);
      expect((await login(admin, { accessCode: 'wrong' }, '127.0.0.9')).statusCode).toBe(403);
    }
    const fresh = await makeAdminWithoutCode(t.app, t.db);
    expect((await login(fresh, { accessCode: testAdminAccessCode }, '127.0.0.9')).statusCode).toBe(429);
    expect((await login(fresh, { accessCode: testAdminAccessCode }, '127.0.0.10')).statusCode).toBe(200);
  });

  it('parallel wrong codes never get past the limit', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(admin, { accessCode: `wrong-${i}` })));
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('stops counting a role that is taken away', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    await login(admin, { accessCode: testAdminAccessCode });
    await t.db.execute(sql`update users set is_admin = false where id = ${admin.userId}`);
    expect((await verify(admin)).statusCode).toBe(403);
  });
});

describe('admin audit log', () => {
  it('is append-only in the database', async () => {
    const user = await signUp(t.app);
    await login(user, { accessCode: 'x' });
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      return String(error?.cause?.message ?? error?.message);
    };
    expect(await refusal(t.db.execute(sql`update admin_audit_log set action = 'nothing'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from admin_audit_log`))).toMatch(/append-only/);
    expect(await auditActionsOf()).toEqual(['admin.sign_in_failed']);
  });

  it('lists newest first, filtered by actor, action and target; admins only', async () => {
    const admin = await makeAdminWithoutCode(t.app, t.db);
    const user = await makeUser(t.app, t.db);
    await login(user, { accessCode: 'x' });
    await login(admin, { accessCode: 'wrong' });
    await login(admin, { accessCode: testAdminAccessCode });
    const read = (query: string, s: Session = admin) =>
      t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: as(s) });

    const all = (await read('')).json();
    expect(all.entries.map((e: { action: string }) => e.action)).toEqual([
      'admin.sign_in',
      'admin.sign_in_failed',
      'admin.sign_in_failed',
    ]);
    const mine = (await read(`?actor=${encodeURIComponent(admin.email)}`)).json();
    expect(mine.entries).toHaveLength(2);
    const failed = (await read('?action=admin.sign_in_failed')).json();
    expect(failed.entries.every((e: { action: string }) => e.action === 'admin.sign_in_failed')).toBe(true);
    expect((await read('?targetType=payout')).json().entries).toEqual([]);
    expect((await read('?limit=0')).statusCode).toBe(400);
    expect((await read('', user)).statusCode).toBe(403);
    const rows = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from admin_audit_log`));
    expect(rows[0]!.n).toBe(3);
  });
});
