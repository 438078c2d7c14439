import { createHash } from 'node:crypto';
import type { ListingVersion } from '@agentsy/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { listingVersions, mailOutbox, notifications, orders, versionNoticeRuns } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { multipart } from '../../test/test-app';

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** POST /api/listings/:id/versions as `session`, with `file` unless it is null. */
export const publish = (
  app: FastifyInstance,
  session: Session | undefined,
  listingId: string,
  fields: Record<string, string>,
  file: { filename: string; content: string | Buffer } | null = { filename: 'agent.json', content: '{"v":2}' },
) => {
  const body = multipart(fields, file ? [{ name: 'file', ...file }] : []);
  return app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/versions`,
    headers: { ...(session ? as(session) : {}), ...body.headers },
    payload: body.payload,
  });
};

/**
 * Publishes and waits for the version's scan (the queue drained here, not slept on): the version
 * as its seller sees it once checked, published when clean.
 */
export const published = async (
  app: FastifyInstance,
  session: Session,
  listingId: string,
  fields: Record<string, string>,
  file?: { filename: string; content: string | Buffer },
) => {
  const res = await publish(app, session, listingId, fields, file);
  expect(res.statusCode, res.body).toBe(201);
  const stored = res.json() as ListingVersion;
  expect(stored).toMatchObject({ status: 'pending', publishedAt: null });
  await app.scans.drain();
  const list = await app.inject({ method: 'GET', url: `/api/listings/${listingId}/versions`, headers: as(session) });
  return (list.json() as ListingVersion[]).find((v) => v.id === stored.id)!;
};

/** A seller with a listing (its 1.0.0 made on first use) and `buyers` buyers with completed orders. */
export const listingWithBuyers = async (app: FastifyInstance, db: Database, buyers = 1) => {
  const seller = await makeSeller(app, db);
  const listing = await makeListing(app, db, seller.userId);
  const customers: { session: Session; orderId: string }[] = [];
  for (let i = 0; i < buyers; i += 1) {
    const session = await makeUser(app, db);
    const order = await buy(app, session, listing.id);
    customers.push({ session, orderId: order.id });
  }
  return { seller, listing, buyers: customers };
};

/** Row counts that a refused call must leave as they were. */
export const releaseCounts = async (db: Database) => ({
  versions: (await db.select({ n: count() }).from(listingVersions))[0]!.n,
  runs: (await db.select({ n: count() }).from(versionNoticeRuns))[0]!.n,
  notifications: (await db.select({ n: count() }).from(notifications))[0]!.n,
  mails: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
});

export const refundOrder = (db: Database, orderId: string) =>
  db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
