import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings, reviews, users } from '../db/schema';

type ListingInput = Partial<typeof listings.$inferInsert> & { userId: string };

/** A listing row straight into the database, for read tests that are not about uploads. */
export const insertListing = async (db: Database, input: ListingInput) => {
  const [row] = await db
    .insert(listings)
    .values({
      title: 'Untitled agent',
      description: 'An agent used by a test.',
      platform: 'chatgpt',
      useCase: 'productivity',
      priceCents: 1000,
      fileKey: 'agents/test.json',
      fileName: 'test.json',
      fileSize: 2,
      fileMime: 'application/json',
      ...input,
    })
    .returning();
  return row!;
};

export const addReview = async (db: Database, listingId: string, buyerId: string, rating: number) => {
  await db.insert(reviews).values({ listingId, buyerId, rating, comment: `Rated ${rating}` });
};

export const updateUserRow = async (db: Database, id: string, patch: Partial<typeof users.$inferInsert>) => {
  await db.update(users).set(patch).where(eq(users.id, id));
};
