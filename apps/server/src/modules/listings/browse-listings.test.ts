import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, listings } from '../../db/schema';
import { addReview, insertListing, updateUserRow } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp, testAdminAccessCode } from '../../test/test-app';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { name: 'Sam Seller' });
  other = await signUp(t.app, { name: 'Olive Other' });
  admin = await signUp(t.app, { name: 'Ada Ames' });
  await updateUserRow(t.db, admin.id, { isAdmin: true });
  const elevated = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: asUser(admin),
    payload: { accessCode: testAdminAccessCode },
  });
  expect(elevated.statusCode).toBe(200);
  const rows = [
    {
      key: 'chatbot',
      title: 'Customer Support Chatbot',
      platform: 'chatgpt',
      useCase: 'customer-service',
      priceCents: 2900,
      downloadCount: 50,
      viewCount: 10,
      tags: ['Customer Support', 'AI Assistant'],
      featured: true,
      createdAt: day(1),
    },
    {
      key: 'email',
      title: 'Email Campaign Writer',
      platform: 'claude',
      useCase: 'email-automation',
      priceCents: 1500,
      downloadCount: 50,
      viewCount: 90,
      tags: ['Email Marketing'],
      createdAt: day(2),
    },
    {
      key: 'csv',
      title: 'CSV Cleaner',
      platform: 'python',
      useCase: 'data-processing',
      priceCents: 0,
      downloadCount: 5,
      tags: ['Data Processing'],
      description: 'Fixes spreadsheets and deduplicates rows.',
      createdAt: day(3),
    },
    {
      key: 'report',
      title: 'Sales Report Builder',
      platform: 'json',
      useCase: 'data-analysis',
      priceCents: 12000,
      downloadCount: 1,
      tags: ['Reporting', 'Analytics'],
      createdAt: day(4),
    },
    {
      key: 'social',
      title: 'Social Scheduler',
      platform: 'zapier',
      useCase: 'social-media',
      priceCents: 4999,
      downloadCount: 20,
      tags: ['Social Media'],
      userId: 'other',
      createdAt: day(5),
    },
    {
      key: 'inactive',
      title: 'Retired Chatbot',
      platform: 'chatgpt',
      useCase: 'customer-service',
      priceCents: 500,
      active: false,
      createdAt: day(6),
    },
    {
      key: 'removed',
      title: 'Removed Chatbot',
      platform: 'chatgpt',
      useCase: 'customer-service',
      priceCents: 500,
      removedAt: new Date(),
      createdAt: day(7),
    },
  ];
  for (const { key, userId, ...row } of rows) {
    ids[key] = (await insertListing(t.db, { ...row, userId: userId === 'other' ? other.id : seller.id })).id;
  }
  // csv: 5.0 from one review; email: 4.5 from two; chatbot: 3.0 from one.
  await addReview(t.db, ids.csv!, other.id, 5);
  await addReview(t.db, ids.email!, other.id, 5);
  await addReview(t.db, ids.email!, admin.id, 4);
  await addReview(t.db, ids.chatbot!, other.id, 3);
});
afterAll(async () => {
  await t.close();
});

const get = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings${query}`, headers });
  return res;
};
const titles = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { title: string }[]).map((l) => l.title);
};

describe('GET /api/listings', () => {
  it('lists active, not removed listings, newest first, with seller and real rating', async () => {
    const res = await get('');
    const list = res.json();
    expect(list.map((l: { title: string }) => l.title)).toEqual([
      'Social Scheduler',
      'Sales Report Builder',
      'CSV Cleaner',
      'Email Campaign Writer',
      'Customer Support Chatbot',
    ]);
    const email = list.find((l: { title: string }) => l.title === 'Email Campaign Writer');
    expect(email).toMatchObject({
      price: '15.00',
      platform: 'claude',
      seller: { id: seller.id, firstName: 'Sam', lastName: 'Seller', profileImageUrl: null },
      rating: { average: 4.5, count: 2 },
    });
  });

  it('sorts by popular, price and rating', async () => {
    expect((await titles('?sortBy=popular')).slice(0, 3)).toEqual([
      'Email Campaign Writer',
      'Customer Support Chatbot',
      'Social Scheduler',
    ]);
    expect(await titles('?sortBy=price-low')).toEqual([
      'CSV Cleaner',
      'Email Campaign Writer',
      'Customer Support Chatbot',
      'Social Scheduler',
      'Sales Report Builder',
    ]);
    expect((await titles('?sortBy=price-high'))[0]).toBe('Sales Report Builder');
    expect((await titles('?sortBy=rating')).slice(0, 3)).toEqual([
      'CSV Cleaner',
      'Email Campaign Writer',
      'Customer Support Chatbot',
    ]);
  });

  it('filters by featured, platform (slug or label), use case (category id, slug or label) and seller', async () => {
    expect(await titles('?featured=true')).toEqual(['Customer Support Chatbot']);
    expect(await titles('?featured=false')).not.toContain('Customer Support Chatbot');
    expect(await titles('?platform=python')).toEqual(['CSV Cleaner']);
    expect(await titles('?platform=Python%20Script')).toEqual(['CSV Cleaner']);
    expect(await titles('?platform=all')).toHaveLength(5);
    expect(await titles('?useCase=data')).toEqual(['Sales Report Builder', 'CSV Cleaner']);
    expect(await titles('?useCase=data-processing')).toEqual(['CSV Cleaner']);
    expect(await titles('?useCase=Email%20Automation')).toEqual(['Email Campaign Writer']);
    expect(await titles(`?sellerId=${other.id}`)).toEqual(['Social Scheduler']);
  });

  it('filters by price range and presets', async () => {
    expect(await titles('?priceMin=0&priceMax=0')).toEqual(['CSV Cleaner']);
    expect(await titles('?priceMin=0.01&priceMax=25')).toEqual(['Email Campaign Writer']);
    expect(await titles('?priceMin=25&priceMax=50')).toEqual(['Social Scheduler', 'Customer Support Chatbot']);
    expect(await titles('?priceMin=100')).toEqual(['Sales Report Builder']);
    expect(await titles('?price=free')).toEqual(['CSV Cleaner']);
  });

  it('pages with limit and offset', async () => {
    expect(await titles('?limit=2')).toEqual(['Social Scheduler', 'Sales Report Builder']);
    expect(await titles('?limit=2&offset=2')).toEqual(['CSV Cleaner', 'Email Campaign Writer']);
    expect(await titles('?limit=2&offset=10')).toEqual([]);
  });

  it('searches title over tags over description, and forgives typos', async () => {
    expect((await titles('?search=chatbot'))[0]).toBe('Customer Support Chatbot');
    expect(await titles('?search=chatbto')).toEqual(['Customer Support Chatbot']);
    expect(await titles('?search=emial')).toEqual(['Email Campaign Writer']);
    expect(await titles('?search=spreadsheets')).toEqual(['CSV Cleaner']);
    expect(await titles('?search=reporting')).toEqual(['Sales Report Builder']);
    expect(await titles('?search=zzzzqqq')).toEqual([]);
    expect(await titles('?search=chatbot&platform=python')).toEqual([]);
  });

  it('shows the owner their inactive listings only when asked for their own', async () => {
    const own = await get('?sellerId=me&includeInactive=true', asUser(seller));
    expect(own.json().map((l: { title: string }) => l.title)).toContain('Retired Chatbot');
    expect(own.json().map((l: { title: string }) => l.title)).not.toContain('Removed Chatbot');
    expect((await get(`?sellerId=${seller.id}&includeInactive=true`, asUser(other))).statusCode).toBe(403);
    expect((await get('?sellerId=me')).statusCode).toBe(401);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=abc', 'limit must be a number'],
    ['?offset=-1', 'offset cannot be negative'],
    ['?sortBy=cheapest', 'sortBy must be one of popular, newest, price-low, price-high, rating'],
    ['?featured=yes', 'featured must be true or false'],
    ['?priceMin=abc', 'priceMin must be an amount like 25 or 19.99'],
    ['?priceMin=50&priceMax=10', 'priceMin cannot be more than priceMax'],
    ['?platform=fax', 'Unknown platform: fax'],
    ['?useCase=knitting', 'Unknown use case: knitting'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/listings/:id', () => {
  it('returns the listing with reviews and counts the view', async () => {
    const before = (await t.db.select().from(listings).where(eq(listings.id, ids.email!)))[0]!.viewCount;
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${ids.email}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.viewCount).toBe(before + 1);
    expect(body.rating).toEqual({ average: 4.5, count: 2 });
    expect(body.reviews).toHaveLength(2);
    expect(body.reviews[0]).toMatchObject({ listingId: ids.email, buyer: { firstName: expect.any(String) } });
    expect(body.reviews[0].buyer).not.toHaveProperty('email');
  });

  it('answers 404 "Agent Not Found" for missing, removed and malformed ids', async () => {
    for (const id of [ids.removed, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        message: "The agent you're looking for doesn't exist.",
        title: 'Agent Not Found',
      });
    }
  });
});

describe('PATCH /api/listings/:id', () => {
  const patch = (id: string, who: { cookie: string } | undefined, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/listings/${id}`, headers: who ? asUser(who) : {}, payload });

  it('lets the owner edit title, description, price, tags and active', async () => {
    const res = await patch(ids.report!, seller, {
      title: 'Sales Report Builder Pro',
      description: 'Weekly sales reports, automatically.',
      price: '99.50',
      tags: ['Reporting', 'Nonsense'],
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Sales Report Builder Pro',
      price: '99.50',
      tags: ['Reporting'],
      active: false,
    });
    await patch(ids.report!, seller, { active: true, title: 'Sales Report Builder', price: '120' });
  });

  it('refuses other users (403), non-admin featuring (403) and signed-out callers (401)', async () => {
    const o = await patch(ids.report!, other, { title: 'Mine now' });
    expect(o.statusCode, o.body).toBe(403);
    const feature = await patch(ids.report!, seller, { featured: true });
    expect(feature.statusCode).toBe(403);
    expect(feature.json().message).toBe('Only an admin can feature a listing.');
    expect((await patch(ids.report!, undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await patch(ids.report!, admin, { title: 'Admin edit' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, ids.report!));
    expect(row).toMatchObject({ title: 'Sales Report Builder', featured: false });
  });

  it('lets an admin feature and unfeature; each change is in the audit log', async () => {
    const on = await patch(ids.report!, admin, { featured: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().featured).toBe(true);
    expect((await patch(ids.report!, admin, { featured: false })).json().featured).toBe(false);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, ids.report!));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['listing.featured', { featured: false }, { featured: true }],
      ['listing.featured', { featured: true }, { featured: false }],
    ]);
  });

  it('refuses featuring to an admin whose session has not entered the access code', async () => {
    const roleOnly = await signUp(t.app, { name: 'Rory RoleOnly' });
    await updateUserRow(t.db, roleOnly.id, { isAdmin: true });
    const res = await patch(ids.report!, roleOnly, { featured: true });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, ids.report!));
    expect(row!.featured).toBe(false);
  });

  it('refuses bad values with 400 and changes nothing', async () => {
    expect((await patch(ids.report!, seller, { price: '20000' })).json().message).toBe(
      'Price cannot be more than $10,000.00',
    );
    expect((await patch(ids.report!, seller, { title: '' })).statusCode).toBe(400);
    expect((await patch(ids.report!, seller, {})).statusCode).toBe(400);
    expect(
      (await patch(ids.report!, seller, { videoUrl: '/api/videos/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(400);
    expect((await patch(ids.removed!, seller, { title: 'x' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, ids.report!));
    expect(row!.priceCents).toBe(12000);
  });
});
