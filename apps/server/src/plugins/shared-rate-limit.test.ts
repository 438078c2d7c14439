import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second app process on the same database, as behind the balancer.
  other = await t.startAnotherApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question about an agent.' };
const feedback = {
  likes: 'The search',
  dislikes: 'Nothing yet',
  improvements: 'More agents',
  pageUrl: '/',
  userRole: 'visitor',
  timestamp: new Date().toISOString(),
};

const send = (app: FastifyInstance, url: string, payload: object, remoteAddress = '198.51.100.7') =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

/** The statuses of `count` requests sent in turn to one process, or to both in turn. */
const statusesOf = async (apps: FastifyInstance[], count: number, url = '/api/forms/contact', payload = contact) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send(apps[i % apps.length]!, url, payload)).statusCode);
  return statuses;
};

const CONTACT_MAX = 5;

it('lets the same number of requests through one process as through two', async () => {
  const alone = await statusesOf([t.app], CONTACT_MAX + 3);
  await t.reset();
  const together = await statusesOf([t.app, other], CONTACT_MAX + 3);
  const expected = [...Array(CONTACT_MAX).fill(201), ...Array(3).fill(429)];
  expect(alone).toEqual(expected);
  expect(together).toEqual(expected);
});

it('lets exactly the limit through a burst spread over both processes', async () => {
  const statuses = (
    await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? other : t.app, '/api/forms/contact', contact)))
  ).map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_MAX);
  expect(statuses.filter((s) => s === 429)).toHaveLength(12 - CONTACT_MAX);
  const [submissions] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from contact_messages`));
  expect(submissions!.n).toBe(CONTACT_MAX);
});

it('answers the refusal with a wait, and lets requests through again once the window has ended', async () => {
  await statusesOf([t.app, other], CONTACT_MAX);
  const refused = await send(other, '/api/forms/contact', contact);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

  // As if the minute had passed.
  await t.db.execute(sql`update request_limits set window_ends_at = now() - interval '1 second'`);
  expect((await send(t.app, '/api/forms/contact', contact)).statusCode).toBe(201);
});

it('counts each route and each client on its own', async () => {
  await statusesOf([t.app, other], CONTACT_MAX + 1);
  expect((await send(other, '/api/feedback', feedback)).statusCode).toBe(201);
  expect((await send(t.app, '/api/forms/contact', contact, '198.51.100.8')).statusCode).toBe(201);
  const keys = rowsOf<{ key: string; hits: number }>(
    await t.db.execute(sql`select key, hits from request_limits order by key`),
  );
  expect(keys).toEqual([
    { key: 'POST /api/feedback 198.51.100.7', hits: 1 },
    { key: 'POST /api/forms/contact 198.51.100.7', hits: CONTACT_MAX + 1 },
    { key: 'POST /api/forms/contact 198.51.100.8', hits: 1 },
  ]);
});
