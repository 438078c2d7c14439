import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const storedName = async (userId: string) =>
  (await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]!.name;
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

const badNames: [string, unknown, RegExp][] = [
  ['900,000 characters', 'x'.repeat(900_000), /at most 100 characters/],
  ['101 characters', 'y'.repeat(101), /at most 100 characters/],
  ['an object', { first: 'Ada' }, /must be text/],
  ['a number', 42, /must be text/],
  ['null', null, /must be text/],
  ['blank', '   ', /Name is required/],
  ['a line break', 'Ada\nAdmin', /control characters/],
];

describe('POST /api/auth/update-user', () => {
  it('renames the account with a trimmed name', async () => {
    const { cookie, userId } = await signUp(t.app);
    const res = await post('/api/auth/update-user', { name: '  Ada Renamed ' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(await storedName(userId)).toBe('Ada Renamed');
  });

  it.each(badNames)('refuses a name that is %s with a 400 and keeps the old one', async (_, name, message) => {
    const { cookie, userId } = await signUp(t.app, { name: 'Kept Name' });
    const res = await post('/api/auth/update-user', { name }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await storedName(userId)).toBe('Kept Name');
  });

  it.each([
    ['an unknown field', { name: 'Fine Name', role: 'admin' }],
    ['a picture address', { name: 'Fine Name', image: 'javascript:alert(1)' }],
    ['a body that is not an object', ['Fine Name']],
  ])('refuses %s with a 400 and changes nothing', async (_, payload) => {
    const { cookie, userId } = await signUp(t.app, { name: 'Kept Name' });
    const res = await post('/api/auth/update-user', payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(await storedName(userId)).toBe('Kept Name');
  });
});

describe('POST /api/auth/sign-up/email', () => {
  it.each(badNames)('refuses a name that is %s with a 400 and creates nothing', async (_, name, message) => {
    const before = await userCount();
    const res = await post('/api/auth/sign-up/email', { name, email: uniqueEmail(), password: 'long-enough-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown field and creates nothing', async () => {
    const before = await userCount();
    const res = await post('/api/auth/sign-up/email', {
      name: 'Extra Field',
      email: uniqueEmail(),
      password: 'long-enough-pass',
      emailVerified: true,
    });
    expect(res.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('stores the name trimmed', async () => {
    const { userId } = await signUp(t.app, { name: '  Spaced Out  ' });
    expect(await storedName(userId)).toBe('Spaced Out');
  });
});

describe('PATCH /api/users/profile', () => {
  const patch = (payload: unknown, cookie: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const displayName = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().displayName;

  it.each(badNames.filter(([what]) => what !== 'blank'))(
    'refuses a display name that is %s with a 400 and keeps the old one',
    async (_, name) => {
      const { cookie } = await signUp(t.app, { name: 'Kept Name' });
      const res = await patch({ displayName: name }, cookie);
      expect(res.statusCode).toBe(400);
      expect(await displayName(cookie)).toBe('Kept Name');
    },
  );

  it('refuses an unknown field with a 400 and changes nothing', async () => {
    const { cookie } = await signUp(t.app, { name: 'Kept Name' });
    const res = await patch({ displayName: 'New Name', avatar: 'https://evil.example/a.png' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(await displayName(cookie)).toBe('Kept Name');
  });
});
