import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import { insertListing } from '../../test/factories';

/** Rows straight into the database: rankings are read-only, so the tests set the scene directly. */
export const insertUser = async (
  db: Database,
  { name, ...patch }: Partial<typeof users.$inferInsert> & { name: string },
) => {
  const [first, ...rest] = name.split(' ');
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name,
      email: `${randomUUID().slice(0, 12)}@test.agentsy.dev`,
      firstName: first,
      lastName: rest.join(' ') || null,
      firstTimeLogin: false,
      ...patch,
    })
    .returning();
  return row!;
};

/** A seller with one listing at `priceCents`. */
export const insertSellerWithListing = async (db: Database, name: string, priceCents = 1000) => {
  const seller = await insertUser(db, { name, sellerEnabled: true });
  const listing = await insertListing(db, { userId: seller.id, priceCents, title: `${name}'s agent` });
  return { seller, listing };
};

/**
 * An order at a given instant, by `buyer` or else by a fresh buyer with a verified e-mail (only
 * those count on Top Sellers); a price of 0 is a free claim.
 */
export const insertOrder = async (
  db: Database,
  {
    listingId,
    at,
    priceCents = 1000,
    status = 'completed',
    buyer,
  }: {
    listingId: string;
    at: string;
    priceCents?: number;
    status?: 'completed' | 'refunded' | 'pending' | 'failed';
    buyer?: { id: string };
  },
) => {
  buyer ??= await insertUser(db, { name: 'Some Buyer', emailVerified: true });
  const fee = Math.round(priceCents * 0.03);
  await db.insert(orders).values({
    buyerId: buyer.id,
    listingId,
    amountCents: priceCents + fee,
    subtotalCents: priceCents,
    feeCents: fee,
    status,
    createdAt: new Date(at),
    refundedAt: status === 'refunded' ? new Date(at) : null,
  });
};
