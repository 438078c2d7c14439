import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReview, insertListing, updateUserRow } from '../../test/factories';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { ogCardSvg, wrapWords } from './og-card';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { name: 'Sam Seller' });
  await updateUserRow(t.db, seller.id, { firstName: 'Sam', lastName: 'Seller', sellerEnabled: true });
  listingId = (await insertListing(t.db, { userId: seller.id, title: 'Inbox <Triage> & Co', priceCents: 1250 })).id;
  await addReview(t.db, listingId, (await signUp(t.app, { name: 'Bea Buyer' })).id, 4);
});
afterAll(async () => {
  await t?.close();
});

const card = (url: string) => t.app.inject({ url });

describe('the preview card of a listing', () => {
  it('is a 1200x630 PNG, cached for good at the address the page names and briefly at any other', async () => {
    const res = await card(`/og/listings/${listingId}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });

    // The version the page's og:image names (page-head.test.ts) is the card's ETag.
    const version = /^"([\w-]{12})"$/.exec(String(res.headers.etag))![1];
    const versioned = await card(`/og/listings/${listingId}.png?v=${version}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.rawPayload.equals(res.rawPayload)).toBe(true);
    const again = await t.app.inject({
      url: `/og/listings/${listingId}.png`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is drawn again when what it shows changes', async () => {
    const before = (await card(`/og/listings/${listingId}.png`)).rawPayload;
    await t.db.execute(sql`update listings set title = 'Inbox Triage Pro' where id = ${listingId}`);
    const after = (await card(`/og/listings/${listingId}.png`)).rawPayload;
    await t.db.execute(sql`update listings set title = 'Inbox <Triage> & Co' where id = ${listingId}`);
    expect(after.equals(before)).toBe(false);
  });

  it('answers 404, not an error, for a listing that is missing, removed, or an address that names none', async () => {
    const removed = (await insertListing(t.db, { userId: seller.id, title: 'Gone', removedAt: new Date() })).id;
    for (const path of [
      `/og/listings/${randomUUID()}.png`,
      `/og/listings/${removed}.png`,
      '/og/listings/not-a-uuid.png',
      `/og/listings/${listingId}.jpg`,
    ]) {
      const res = await card(path);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await card('/og/listings/%E0%A4%A.png')).statusCode).toBe(400);
    // Fastify refuses an id longer than any it knows before the route runs.
    expect((await card(`/og/listings/${'x'.repeat(300)}.png`)).statusCode).toBe(414);
  });
});

describe('the preview card of a seller', () => {
  it('is a 1200x630 PNG for a seller with a public profile, 404 for none', async () => {
    const res = await card(`/og/sellers/${seller.id}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect((await card('/og/sellers/no-such-user.png')).statusCode).toBe(404);
  });
});

describe('the card drawing', () => {
  it("escapes the text, so a title cannot change the picture's markup", () => {
    const svg = ogCardSvg({
      heading: '</text><image href="https://x/y.png"/>\u0007',
      byline: 'a & b',
      footnote: '"q"',
    });
    expect(svg).not.toContain('\u0007');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('&#60;/text&#62;&#60;image');
  });

  it('wraps a long title into three lines at most, ending with an ellipsis', () => {
    const lines = wrapWords('one two three four five six seven eight nine ten eleven twelve', 10, 3);
    expect(lines).toEqual(['one two', 'three four', 'five six…']);
  });
});
