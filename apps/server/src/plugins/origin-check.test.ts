import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feedback = { type: 'bug', message: 'The filter bar forgets my choice.' };

it.each([['null'], ['garbage'], ['http://'], ['://no-scheme'], ['https://evil.example']])(
  'refuses a state-changing call from Origin %j with 403 and writes nothing',
  async (origin) => {
    const buyer = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { origin, cookie: buyer.cookie },
      payload: { bio: 'changed cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${buyer.userId}` });
    expect(me.json().bio).toBeNull();
  },
);

it('refuses an unparsable Origin without a session too', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { origin: 'null' },
    payload: feedback,
  });
  expect(res.statusCode).toBe(403);
});

it('lets our own origin through', async () => {
  const buyer = await signUp(t.app);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/profile',
    headers: { origin: 'http://localhost:3000', cookie: buyer.cookie },
    payload: { bio: 'same site' },
  });
  expect(res.statusCode).toBe(200);
});
