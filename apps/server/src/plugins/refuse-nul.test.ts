import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, feedbackSubmissions, listings, users } from '../db/schema';
import { asUser, createTestApp, multipart, signUp, type TestApp, uniqueEmail } from '../test/test-app';
import { throughNginx } from '../test/through-nginx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async (table: typeof users | typeof feedbackSubmissions | typeof contactMessages | typeof listings) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

const expectNulRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'BAD_REQUEST',
    message: expect.stringContaining('NUL'),
    fields: { [field]: expect.any(String) },
  });
};

describe('a NUL character is refused before any route', () => {
  it.each(
    [
      ['/api/listings?search=inbox%00bot', 'search'],
      ['/api/listings?sellerId=%00', 'sellerId'],
      ['/api/sellers?search=a%00', 'search'],
      ['/api/users/abc%00def', 'id'],
      ['/api/listings/%00', 'id'],
      ['/api/login?returnTo=%2F%00', 'returnTo'],
    ]
      // nginx answers a NUL in the path with its own 400, before any app process sees it.
      .filter(([url]) => !throughNginx() || url!.includes('?')),
  )('in the address %s', async (url, field) => {
    expectNulRefused(await t.app.inject({ method: 'GET', url }), field);
  });

  it('in a profile field, and nothing is written', async () => {
    const buyer = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: asUser(buyer),
      payload: { bio: 'hello\u0000world', location: 'Lisbon' },
    });
    expectNulRefused(res, 'bio');
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${buyer.userId}` });
    expect(me.json()).toMatchObject({ bio: null, location: null });
  });

  it('in feedback and contact forms, and nothing is stored', async () => {
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        likes: 'a',
        dislikes: 'b\u0000',
        improvements: 'c',
        pageUrl: '/',
        userRole: 'visitor',
        timestamp: new Date().toISOString(),
      },
    });
    expectNulRefused(feedback, 'dislikes');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: 'N', email: 'n@example.com', subject: 'S', message: 'M', referrer: '\u0000' },
    });
    expectNulRefused(contact, 'referrer');
    expect(await rows(feedbackSubmissions)).toBe(0);
    expect(await rows(contactMessages)).toBe(0);
  });

  it('in a nested key or array item of a JSON body', async () => {
    const buyer = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: asUser(buyer),
      payload: { listingId: 'x', extra: [{ 'k\u0000': 1 }] },
    });
    expectNulRefused(res, 'extra.0.k\u0000');
  });

  it('in a sign-up through the auth routes, and no account is made', async () => {
    const before = await rows(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Nul\u0000Name', email: uniqueEmail(), password: 'correct horse battery' },
    });
    expectNulRefused(res, 'name');
    expect(await rows(users)).toBe(before);
  });

  it('in a multipart field of a new listing, and nothing is stored', async () => {
    const seller = await signUp(t.app);
    const body = multipart(
      {
        title: 'Nul\u0000Bot',
        description: 'Sorts your inbox',
        price: '5',
        platform: 'python',
        useCase: 'productivity',
      },
      [{ name: 'file', filename: 'agent.json', content: '{}', contentType: 'application/json' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(seller), ...body.headers },
      payload: body.payload,
    });
    expectNulRefused(res, 'title');
    expect(await rows(listings)).toBe(0);
  });
});

describe('a body nested too deeply is refused before any route', () => {
  it('on the auth routes, which read their body by hand, with a 400 and no account made', async () => {
    const before = await rows(users);
    const deep = `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request is nested too deeply.' });
    expect(await rows(users)).toBe(before);
  });
});
