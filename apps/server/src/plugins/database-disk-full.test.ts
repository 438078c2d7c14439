import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, signUp, type TestApp } from '../test/test-app';

/**
 * The database's disk is full. PostgreSQL (and PGlite) then fail a write with SQLSTATE 53100,
 * which a trigger raises here exactly as the server would; the answer is 507 with a reason, never
 * a 500. /readyz reports the data disk's free space and is not ready below READY_MIN_FREE_DISK_MB.
 */
describe('a write the database has no disk space for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.db.execute(sql`drop trigger if exists disk_full on user_preferences`);
    await t.close();
  });

  it('answers 507 with a clear message and changes nothing', async () => {
    const user = await signUp(t.app);
    await t.db.execute(
      sql.raw(`
      create or replace function raise_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = 'disk_full';
      end $$
    `),
    );
    await t.db.execute(
      sql`create trigger disk_full before insert or update on user_preferences for each row execute function raise_disk_full()`,
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/notifications',
      headers: asUser(user),
      payload: { promotionalEmails: true },
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({
      code: 'STORAGE_FULL',
      message: 'The server has run out of disk space, so your change was not saved. Please try again later.',
    });
    await t.db.execute(sql`drop trigger disk_full on user_preferences`);
    const now = await t.app.inject({ method: 'GET', url: '/api/users/notifications', headers: asUser(user) });
    expect(now.json().promotionalEmails).toBe(false);
  });
});

describe('/readyz and the data disk', () => {
  let roomy: TestApp;
  let cramped: TestApp;
  beforeAll(async () => {
    roomy = await createTestApp({ env: { READY_MIN_FREE_DISK_MB: '1' } });
    // More than any disk this runs on has free: the same as a disk that is nearly full.
    cramped = await createTestApp({ env: { READY_MIN_FREE_DISK_MB: '10000000' } });
  });
  afterAll(async () => {
    await roomy.close();
    await cramped.close();
  });

  it('is ready with the free bytes of the data folder shown', async () => {
    const res = await roomy.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.disk).toMatchObject({ ok: true, freeBytes: expect.any(Number) });
    expect(res.json().checks.disk.freeBytes).toBeGreaterThan(1024 * 1024);
  });

  it('is not ready below the threshold, and says it is the disk', async () => {
    const res = await cramped.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      message: 'Not ready: disk unavailable',
      checks: {
        disk: { ok: false, freeBytes: expect.any(Number), error: expect.stringMatching(/MB free on the data disk$/) },
      },
    });
  });
});
