import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { listings, reviews, users } from '../db/schema';
import { backfillVersions } from '../modules/releases/backfill';
import { insertMissingFirstVersions } from '../modules/releases/versions.repo';
import type { Storage } from '../storage/storage';
import { signUp, testAdminAccessCode } from './test-app';

/**
 * Test data for every suite: people (signed up through the API, so they hold a session),
 * listings and reviews. Payment flows and the ledger checks are in payments-fixtures.ts.
 */

export type Session = Awaited<ReturnType<typeof signUp>>;

export const as = (s: Session) => ({ cookie: s.cookie });

/** JSON calls as a signed-in user, for the money suites. */
export const requestsAs = (app: FastifyInstance) => ({
  get: (s: Session, url: string) => app.inject({ method: 'GET', url, headers: as(s) }),
  post: (s: Session, url: string, payload: object) => app.inject({ method: 'POST', url, headers: as(s), payload }),
  patch: (s: Session, url: string, payload: object) => app.inject({ method: 'PATCH', url, headers: as(s), payload }),
});

/** A seller, a buyer and one listing of the seller's at `priceCents`: the cast of most money tests. */
export const makeSale = async (app: FastifyInstance, db: Database, priceCents: number) => {
  const seller = await makeSeller(app, db);
  const buyer = await makeUser(app, db);
  const listing = await makeListing(app, db, seller.userId, { priceCents });
  return { seller, buyer, listing };
};

export const makeUser = async (app: FastifyInstance, db: Database, patch: Partial<typeof users.$inferInsert> = {}) => {
  const s = await signUp(app);
  if (Object.keys(patch).length) await db.update(users).set(patch).where(eq(users.id, s.userId));
  return s;
};

export const makeSeller = (app: FastifyInstance, db: Database) =>
  makeUser(app, db, { sellerEnabled: true, activeRole: 'seller' });

/** An account with the admin role only: its session has not entered the access code. */
export const makeAdminWithoutCode = (app: FastifyInstance, db: Database) => makeUser(app, db, { isAdmin: true });

/** An admin whose session entered the access code: what every admin call needs. */
export const makeAdmin = async (app: FastifyInstance, db: Database) => {
  const admin = await makeAdminWithoutCode(app, db);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: as(admin),
    payload: { accessCode: testAdminAccessCode },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return admin;
};

let listingCounter = 0;

/** A listing straight into the database (the listings API is another module), with its file stored. */
export const makeListing = async (
  app: FastifyInstance,
  db: Database,
  sellerId: string,
  { priceCents = 1999, active = true, removed = false, fileName = 'agent.json' } = {},
) => {
  listingCounter += 1;
  const fileKey = `agents/test-${Date.now()}-${listingCounter}.json`;
  const content = Buffer.from(JSON.stringify({ agent: listingCounter }));
  await (app as FastifyInstance & { storage: Storage }).storage.put(fileKey, Readable.from([content]), {
    maxBytes: 1024 * 1024,
  });
  const [row] = await db
    .insert(listings)
    .values({
      userId: sellerId,
      title: `Agent ${listingCounter}`,
      description: 'An agent that does useful things',
      platform: 'chatgpt',
      priceCents,
      active,
      removedAt: removed ? new Date() : null,
      fileKey,
      fileName,
      fileSize: content.length,
      fileMime: 'application/json',
    })
    .returning();
  // Its version 1.0.0, as the listings API and the migration give every listing.
  await backfillVersions(
    { db, storage: (app as FastifyInstance & { storage: Storage }).storage },
    { listingId: row!.id },
  );
  return { ...row!, content };
};

type ListingInput = Partial<typeof listings.$inferInsert> & { userId: string };

/**
 * A listing row straight into the database, for read tests that are not about uploads. It is
 * live, with its version 1.0.0 as the migration gives older listings, unless `currentVersion`
 * is given (null: a listing with nothing published).
 */
export const insertListing = async (db: Database, input: ListingInput) => {
  const file = { fileName: input.fileName ?? 'test.json', fileSize: input.fileSize ?? 2 };
  const publishedAt = (input.createdAt ?? new Date()).toISOString();
  const [row] = await db
    .insert(listings)
    .values({
      title: 'Untitled agent',
      description: 'An agent used by a test.',
      platform: 'chatgpt',
      useCase: 'productivity',
      priceCents: 1000,
      fileKey: 'agents/test.json',
      fileMime: 'application/json',
      ...file,
      currentVersion: { version: '1.0.0', publishedAt, sha256: '', ...file },
      ...input,
    })
    .returning();
  if (row!.currentVersion) await insertMissingFirstVersions(db, { listingId: row!.id });
  return row!;
};

export const addReview = async (db: Database, listingId: string, buyerId: string, rating: number) => {
  await db.insert(reviews).values({ listingId, buyerId, rating, comment: `Rated ${rating}` });
};

export const updateUserRow = async (db: Database, id: string, patch: Partial<typeof users.$inferInsert>) => {
  await db.update(users).set(patch).where(eq(users.id, id));
};
