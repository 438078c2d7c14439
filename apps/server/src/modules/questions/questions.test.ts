import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, listingQuestions, mailOutbox, notifications } from '../../db/schema';
import { as, insertListing, makeAdmin, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (s: Session | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s ? as(s) : {}, ...(payload ? { payload } : {}) });

const listingOfNewSeller = async () => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await insertListing(t.db, { userId: seller.userId, title: 'Invoice Reader' });
  return { seller, listing };
};
const questionsOf = async (listingId: string) =>
  (await call(undefined, 'GET', `/api/listings/${listingId}/questions`)).json();
const kindsOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);
const templatesTo = async (userId: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).map((m) => m.template);

describe('questions and answers', () => {
  it('a member asks, the seller answers and edits; each side is told once', async () => {
    const { seller, listing } = await listingOfNewSeller();
    const asker = await makeUser(t.app, t.db);
    const asked = await call(asker, 'POST', `/api/listings/${listing.id}/questions`, {
      content: '  Does it read scanned PDFs?  ',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      content: 'Does it read scanned PDFs?',
      answer: null,
      asker: { id: asker.userId },
    });
    expect(await kindsOf(seller.userId)).toEqual(['question_asked']);
    expect(await templatesTo(seller.userId)).toContain('questionAsked');

    const id = asked.json().id;
    const answered = await call(seller, 'POST', `/api/questions/${id}/answer`, { content: 'Yes, with OCR.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answer).toMatchObject({ content: 'Yes, with OCR.' });
    const edited = await call(seller, 'POST', `/api/questions/${id}/answer`, {
      content: 'Yes, with OCR, up to 50 pages.',
    });
    expect(edited.json().answer.content).toBe('Yes, with OCR, up to 50 pages.');
    expect(edited.json().answer.answeredAt).toBe(answered.json().answer.answeredAt);
    expect(await kindsOf(asker.userId)).toEqual(['question_answered']);
    expect((await templatesTo(asker.userId)).filter((n) => n === 'questionAnswered')).toHaveLength(1);

    const listed = await questionsOf(listing.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, answer: { content: 'Yes, with OCR, up to 50 pages.' } });
  });

  it('refuses the seller on their own listing, others answering, bad input and unknown ids, changing nothing', async () => {
    const { seller, listing } = await listingOfNewSeller();
    const asker = await makeUser(t.app, t.db);
    const url = `/api/listings/${listing.id}/questions`;
    expect((await call(undefined, 'POST', url, { content: 'Is this any good?' })).statusCode).toBe(401);
    const own = await call(seller, 'POST', url, { content: 'Is this any good?' });
    expect([own.statusCode, own.json().message]).toEqual([403, 'You cannot ask a question about your own agent.']);
    for (const content of ['too short', 'x'.repeat(1001), '']) {
      expect((await call(asker, 'POST', url, { content })).statusCode).toBe(400);
    }
    expect(
      (await call(asker, 'POST', '/api/listings/nope/questions', { content: 'Is this any good?' })).statusCode,
    ).toBe(404);
    expect(
      (await call(undefined, 'GET', '/api/listings/00000000-0000-4000-8000-000000000000/questions')).statusCode,
    ).toBe(404);
    expect(await questionsOf(listing.id)).toEqual([]);

    const { id } = (await call(asker, 'POST', url, { content: 'Is this any good?' })).json();
    const stranger = await makeUser(t.app, t.db);
    for (const who of [asker, stranger]) {
      const res = await call(who, 'POST', `/api/questions/${id}/answer`, { content: 'Sure' });
      expect([res.statusCode, res.json().message]).toEqual([
        403,
        'Only the seller of this agent can answer its questions.',
      ]);
    }
    expect((await call(seller, 'POST', `/api/questions/${id}/answer`, { content: '' })).statusCode).toBe(400);
    expect((await call(seller, 'POST', '/api/questions/nope/answer', { content: 'Hi' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(listingQuestions).where(eq(listingQuestions.id, id));
    expect(row!.answer).toBeNull();
  });

  it('allows 5 questions an hour per user, across listings, and refuses the sixth', async () => {
    const asker = await makeUser(t.app, t.db);
    const { listing: a } = await listingOfNewSeller();
    const { listing: b } = await listingOfNewSeller();
    const ask = (listingId: string, n: number) =>
      call(asker, 'POST', `/api/listings/${listingId}/questions`, { content: `Question number ${n}?` });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => ask(n % 2 ? a.id : b.id, n)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe('You can ask 5 questions an hour. Please try again later.');
    const rows = await t.db.select().from(listingQuestions).where(eq(listingQuestions.askerId, asker.userId));
    expect(rows).toHaveLength(5);
  });

  it('lets an admin hide an answer or a whole question, and records it', async () => {
    const { seller, listing } = await listingOfNewSeller();
    const asker = await makeUser(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    const url = `/api/listings/${listing.id}/questions`;
    const first = (await call(asker, 'POST', url, { content: 'First question here?' })).json();
    const second = (await call(asker, 'POST', url, { content: 'Second question here?' })).json();
    await call(seller, 'POST', `/api/questions/${first.id}/answer`, { content: 'Rude answer' });

    const hideAnswer = await call(admin, 'POST', `/api/admin/questions/${first.id}/hide`, { part: 'answer' });
    expect(hideAnswer.statusCode).toBe(204);
    expect((await questionsOf(listing.id)).find((q: { id: string }) => q.id === first.id).answer).toBeNull();
    // Editing the answer does not bring back what an admin hid.
    await call(seller, 'POST', `/api/questions/${first.id}/answer`, { content: 'Edited' });
    expect((await questionsOf(listing.id)).find((q: { id: string }) => q.id === first.id).answer).toBeNull();

    expect((await call(admin, 'POST', `/api/admin/questions/${second.id}/hide`, { part: 'question' })).statusCode).toBe(
      204,
    );
    expect((await questionsOf(listing.id)).map((q: { id: string }) => q.id)).toEqual([first.id]);
    expect((await call(seller, 'POST', `/api/questions/${second.id}/answer`, { content: 'Hi' })).statusCode).toBe(404);

    expect((await call(seller, 'POST', `/api/admin/questions/${first.id}/hide`, { part: 'question' })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'POST', `/api/admin/questions/${first.id}/hide`, { part: 'all' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/questions/nope/hide', { part: 'question' })).statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'question'), eq(adminAuditLog.actorId, admin.userId)));
    expect(audit.map((a) => a.action).sort()).toEqual(['question.answer_hidden', 'question.hidden']);
  });
});
