import { listingSchema } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addReview, insertListing } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/test-app';

/**
 * The marketplace page is written by the database (listingJsonSql); the listing page is mapped in
 * code (toListing). Both must describe a listing the same way, field for field.
 */
let t: TestApp;
const strictPage = z.array(listingSchema.strict());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const both = async (id: string) => {
  // The detail counts a view first, so the page read after it shows the same count.
  const detail = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
  expect(detail.statusCode, detail.body).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: '/api/listings' });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
  const listed = strictPage.parse(page.json()).find((l) => l.id === id);
  const { reviews: _reviews, ...fromDetail } = detail.json();
  return { listed, fromDetail };
};

describe('a listing on the marketplace page and on its own page', () => {
  it('has the same fields and formats: price, timestamps to the millisecond, rounded rating, seller, video', async () => {
    const seller = await signUp(t.app, { name: 'Sam Seller' });
    const buyers = await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => signUp(t.app, { name: `${name} Buyer` })));
    const listing = await insertListing(t.db, {
      userId: seller.id,
      title: 'Quote Maker',
      priceCents: 1905,
      tags: ['Automation', 'Reporting'],
      videoUrl: '/api/videos/x',
      videoFileName: 'demo.mp4',
      videoFileSize: 1234,
      fileSize: 2048,
    });
    // Microseconds the API does not show: both cut them the same way (not rounded up to :13).
    await t.db.execute(sql`update listings set created_at = '2026-01-05 10:11:12.999876+00' where id = ${listing.id}`);
    for (const [buyer, rating] of [
      [buyers[0]!, 5],
      [buyers[1]!, 5],
      [buyers[2]!, 4],
    ] as const)
      await addReview(t.db, listing.id, buyer.id, rating);

    const { listed, fromDetail } = await both(listing.id);
    expect(listed).toEqual(fromDetail);
    expect(listed).toMatchObject({
      price: '19.05',
      createdAt: '2026-01-05T10:11:12.999Z',
      rating: { average: 4.67, count: 3 },
      tags: ['Automation', 'Reporting'],
      videoFileSize: 1234,
      seller: { id: seller.id, firstName: 'Sam', lastName: 'Seller' },
    });
  });

  it('gives the same plain-text summary of a markdown description: its words, none of its marks', async () => {
    const seller = await signUp(t.app, { name: 'Mia Markdown' });
    const description = [
      '## Setup',
      '',
      '1. Install **it**: `npm i snake_case_tool`',
      '2. Read [the docs](https://example.com) ![logo](https://example.com/l.png) <b>now</b>',
      '',
      '| Step | Time |',
      '|---|--:|',
      '| Install | 1 min |',
      '',
      '```bash',
      'npm start',
      '```',
      `> ${'Long words here. '.repeat(30)}`,
    ].join('\n');
    const listing = await insertListing(t.db, { userId: seller.id, title: 'Marked Down', description });
    const { listed, fromDetail } = await both(listing.id);
    expect(listed).toEqual(fromDetail);
    expect(listed!.description).toBe(description);
    expect(listed!.summary).toMatch(
      /^Setup Install it: npm i snake_case_tool Read the docs logo now Step Time Install 1 min npm start Long words here\. /,
    );
    expect(listed!.summary).toHaveLength(300);
  });

  it("shows a favourite's description as plain text too", async () => {
    const seller = await signUp(t.app, { name: 'Mark Down' });
    const buyer = await signUp(t.app, { name: 'Fran Favourite' });
    const { id } = await insertListing(t.db, {
      userId: seller.id,
      title: 'Marked',
      description: '## Setup\n\n- Run **`npm start`**, then see [the guide](https://example.com).',
    });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: asUser(buyer),
      payload: { listingId: id },
    });
    expect(add.statusCode).toBe(200);
    const favorites = await t.app.inject({ method: 'GET', url: '/api/favorites', headers: asUser(buyer) });
    expect(favorites.json()[0].listing.description).toBe('Setup Run npm start, then see the guide.');
  });

  it('agrees for a free listing with no reviews, tags or video', async () => {
    const seller = await signUp(t.app, { name: 'Fay Free' });
    const listing = await insertListing(t.db, { userId: seller.id, title: 'Free Helper', priceCents: 0, tags: [] });
    const { listed, fromDetail } = await both(listing.id);
    expect(listed).toEqual(fromDetail);
    expect(listed).toMatchObject({ price: '0.00', tags: [], videoUrl: null, rating: { average: 0, count: 0 } });
  });
});
