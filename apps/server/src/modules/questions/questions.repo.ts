import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingQuestions, listings, users } from '../../db/schema';

/** A listing anyone may ask about: there, not removed by an admin. */
export const findAskableListing = async (db: DbOrTx, listingId: string) => {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, sellerId: listings.userId })
    .from(listings)
    .where(and(eq(listings.id, listingId), isNull(listings.removedAt)))
    .limit(1);
  return row;
};

/**
 * Serialises one user's questions across every app process until the transaction ends, so the
 * hourly count and the insert after it cannot interleave with a second request of the same user.
 */
export const lockAsker = async (tx: DbOrTx, askerId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('listing_questions'), hashtext(${askerId}))`);
};

export const countQuestionsSince = async (db: DbOrTx, askerId: string, since: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingQuestions)
    .where(and(eq(listingQuestions.askerId, askerId), gte(listingQuestions.createdAt, since)));
  return Number(row?.n ?? 0);
};

export const insertQuestion = async (db: DbOrTx, values: { listingId: string; askerId: string; content: string }) => {
  const [row] = await db.insert(listingQuestions).values(values).returning();
  return row!;
};

/** Visible questions of a listing (or the one of `onlyId`), newest first, with the asker's public name. */
export const listVisibleQuestions = (
  db: DbOrTx,
  listingId: string,
  { onlyId, limit = 200 }: { onlyId?: string; limit?: number } = {},
) =>
  db
    .select({
      question: listingQuestions,
      askerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
    })
    .from(listingQuestions)
    .innerJoin(users, eq(users.id, listingQuestions.askerId))
    .where(
      and(
        eq(listingQuestions.listingId, listingId),
        isNull(listingQuestions.hiddenAt),
        onlyId ? eq(listingQuestions.id, onlyId) : undefined,
      ),
    )
    .orderBy(desc(listingQuestions.createdAt), desc(listingQuestions.id))
    .limit(limit);

/** The question with its listing's title and seller, hidden or not. */
export const findQuestion = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ question: listingQuestions, listingTitle: listings.title, sellerId: listings.userId })
    .from(listingQuestions)
    .innerJoin(listings, eq(listings.id, listingQuestions.listingId))
    .where(eq(listingQuestions.id, id))
    .limit(1);
  return row;
};

/** Writes or rewrites the answer; the first answer's time stays, and an admin's hiding holds. */
export const setAnswer = async (db: DbOrTx, id: string, answer: string, now: Date) => {
  const [row] = await db
    .update(listingQuestions)
    .set({
      answer,
      answeredAt: sql`coalesce(${listingQuestions.answeredAt}, ${now})`,
      answerUpdatedAt: now,
    })
    .where(eq(listingQuestions.id, id))
    .returning();
  return row!;
};

export const hideQuestionPart = async (db: DbOrTx, id: string, part: 'question' | 'answer', now: Date) => {
  const [row] = await db
    .update(listingQuestions)
    .set(part === 'question' ? { hiddenAt: now } : { answerHiddenAt: now })
    .where(eq(listingQuestions.id, id))
    .returning();
  return row;
};
