import type { ListingImage } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { listings } from '../../db/schema';

export type ListingImagesRow = { userId: string; removedAt: Date | null; images: ListingImage[] };

export const findListingImages = async (db: DbOrTx, id: string): Promise<ListingImagesRow | undefined> => {
  const [row] = await db
    .select({ userId: listings.userId, removedAt: listings.removedAt, images: listings.images })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  return row;
};

/** The same, holding the row until the transaction ends: image changes of one listing queue up. */
export const lockListingImages = async (tx: Transaction, id: string): Promise<ListingImagesRow | undefined> => {
  const [row] = await tx
    .select({ userId: listings.userId, removedAt: listings.removedAt, images: listings.images })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update')
    .limit(1);
  return row;
};

export const setListingImages = async (tx: DbOrTx, id: string, images: ListingImage[]) => {
  await tx.update(listings).set({ images, updatedAt: new Date() }).where(eq(listings.id, id));
};
