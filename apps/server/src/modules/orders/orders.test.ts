import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { as, makeAdmin, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDownloadLinks } from './download-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (s: Session | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: s ? as(s) : {} });

const purchase = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1999, fileName: 'résumé agent.json' });
  const order = await buy(t.app, buyer, listing.id);
  return { seller, buyer, listing, order };
};

describe('orders', () => {
  it('lists own orders newest first with a fresh signed link', async () => {
    const { buyer, listing, order } = await purchase();
    const res = await get(buyer, '/api/orders');
    expect(res.json()).toEqual([
      {
        id: order.id,
        listingId: listing.id,
        listing: { title: listing.title, platform: 'chatgpt' },
        amount: '20.59',
        subtotal: '19.99',
        transactionFee: '0.60',
        status: 'completed',
        createdAt: expect.any(String),
        downloadUrl: `/api/downloads/${order.id}`,
        downloadToken: expect.stringMatching(/^\d+\.[\w-]{43}$/),
      },
    ]);
    expect((await get(buyer, `/api/orders/buyer/${buyer.userId}`)).json()).toHaveLength(1);
    expect((await get(undefined, '/api/orders')).statusCode).toBe(401);
  });

  it('buyer lists are private; seller lists are for the seller or an admin', async () => {
    const { seller, buyer, order } = await purchase();
    const other = await makeUser(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    expect((await get(other, `/api/orders/buyer/${buyer.userId}`)).statusCode).toBe(403);
    expect((await get(other, `/api/orders/seller/${seller.userId}`)).statusCode).toBe(403);
    const own = await get(seller, `/api/orders/seller/${seller.userId}`);
    expect(own.json()[0]).toMatchObject({ id: order.id, downloadUrl: null, buyer: { id: buyer.userId } });
    expect((await get(admin, `/api/orders/seller/${seller.userId}`)).statusCode).toBe(200);
  });
});

describe('downloads', () => {
  it('streams the file with its name to the buyer; counts the first download of an order only', async () => {
    const { buyer, listing, order } = await purchase();
    const url = `${order.downloadUrl}?token=${order.downloadToken}`;
    const first = await get(buyer, url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(listing.content)).toBe(true);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ agent.json"; filename*=UTF-8''r%C3%A9sum%C3%A9%20agent.json`,
    );
    await get(buyer, url);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.downloadCount).toBe(1);
  });

  it('refuses other users (403), bad tokens (403), tokens for another order (403) and expired links (410)', async () => {
    const { buyer, order } = await purchase();
    const second = await purchase();
    const other = await makeUser(t.app, t.db);
    const links = createDownloadLinks(t.config.sessionSecret);
    expect((await get(other, `${order.downloadUrl}?token=${order.downloadToken}`)).statusCode).toBe(403);
    expect((await get(buyer, `${order.downloadUrl}?token=123.abc`)).statusCode).toBe(403);
    expect((await get(buyer, `${order.downloadUrl}?token=${second.order.downloadToken}`)).statusCode).toBe(403);
    const stale = links.issue(order.id, new Date(Date.now() - 25 * 3600_000));
    const expired = await get(buyer, `${order.downloadUrl}?token=${stale.downloadToken}`);
    expect(expired.statusCode).toBe(410);
    expect((await get(buyer, order.downloadUrl)).statusCode).toBe(400);
  });
});
