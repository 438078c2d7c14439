import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, feedbackSubmissions } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Billing: Invoice question',
  message: 'Where do I find my receipt?',
  userAgent: 'test',
  referrer: '',
};

describe('POST /api/forms/contact', () => {
  it('stores a complete message, linked to the signed-in user', async () => {
    const { cookie, userId } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      headers: { cookie },
      payload: contact,
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === res.json().id)).toMatchObject({ name: 'Grace Hopper', userId });
  });

  it.each(['name', 'email', 'subject', 'message'])('refuses a message without %s and stores nothing', async (field) => {
    const before = (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { ...contact, [field]: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect((await t.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });
});

describe('POST /api/feedback', () => {
  const feedback = {
    likes: 'Fast search',
    dislikes: 'Nothing yet',
    improvements: 'More categories',
    pageUrl: 'http://localhost/marketplace',
    userRole: 'visitor',
    timestamp: new Date().toISOString(),
  };

  it('stores a visitor submission', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: feedback });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(feedbackSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ likes: 'Fast search', userRole: 'visitor', userId: null });
  });

  it('refuses blank answers and bad timestamps', async () => {
    for (const payload of [
      { ...feedback, likes: '  ' },
      { ...feedback, timestamp: 'yesterday' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/feedback', payload });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.db.select().from(feedbackSubmissions)).toHaveLength(1);
  });
});
