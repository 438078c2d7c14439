import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { listings, reviews } from '../../db/schema';
import { addReview, insertListing } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/test-app';
import { correctableTerms, correctedSearch, RANK_CANDIDATES } from './listing-search';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, string> = {};
/** The current version a live listing carries (db/live-listing.ts). */
const live = JSON.stringify({
  version: '1.0.0',
  publishedAt: '2026-01-01T00:00:00.000Z',
  sha256: '',
  fileName: 'x.json',
  fileSize: 2,
});

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { name: 'Sam Seller' });
  buyer = await signUp(t.app, { name: 'Bea Buyer' });
  const rows = {
    chatbot: { title: 'Customer Support Chatbot', tags: ['AI Assistant'] },
    email: { title: 'Email Campaign Writer', tags: ['Email Marketing'] },
    social: { title: 'Social Scheduler', tags: ['Social Media'] },
    invoice: { title: 'Invoice Reader 2024', tags: ['Finance'], description: 'Reads invoices.' },
  };
  for (const [key, row] of Object.entries(rows)) {
    ids[key] = (await insertListing(t.db, { ...row, userId: seller.id })).id;
  }
});
afterAll(async () => {
  await t.close();
});

const titles = async (search: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?search=${encodeURIComponent(search)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { title: string }[]).map((l) => l.title);
};
const vocabulary = async () =>
  rowsOf<{ word: string }>(await t.db.execute(sql`select word from search_words order by word`)).map((r) => r.word);

describe('the typo vocabulary', () => {
  it('holds the title and tag words of every listing, without short words or bare numbers', async () => {
    const words = await vocabulary();
    expect(words).toEqual(
      expect.arrayContaining(['assistant', 'campaign', 'chatbot', 'customer', 'email', 'finance', 'invoice']),
    );
    expect(words).not.toContain('ai');
    expect(words).not.toContain('2024');
    expect(words).not.toContain('reads'); // descriptions are not in it
  });

  it('learns the words of an edited title', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${ids.social}`,
      headers: asUser(seller),
      payload: { title: 'Social Media Translator' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vocabulary()).toContain('translator');
    expect(await titles('translater')).toEqual(['Social Media Translator']);
  });
});

describe('typo search', () => {
  it('corrects each word against the vocabulary, then searches the corrected words', async () => {
    expect(await titles('chatbto')).toEqual(['Customer Support Chatbot']);
    expect(await titles('custmer chatbto')).toEqual(['Customer Support Chatbot']);
    expect(await titles('asistant')).toEqual(['Customer Support Chatbot']);
    expect(await titles('emial')).toEqual(['Email Campaign Writer']);
    expect(await titles('invoce 2024')).toEqual(['Invoice Reader 2024']);
  });

  it('finds nothing when a word has no close vocabulary word', async () => {
    expect(await titles('chatbto zzzzqqq')).toEqual([]);
    expect(await titles('qq')).toEqual([]);
  });

  it('keeps the filters on the corrected search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?search=chatbto&platform=python' });
    expect(res.json()).toEqual([]);
  });

  it('prefers exact full-text matches and never corrects a query that matched', async () => {
    expect(await titles('email')).toEqual(['Email Campaign Writer']);
  });

  it('builds corrected queries from the words as typed', () => {
    expect(correctableTerms('AI chatbto, 2024 Chatbto!')).toEqual(['chatbto']);
    expect(correctedSearch('AI chatbto', [{ term: 'chatbto', word: 'chatbot' }])).toBe('ai chatbot');
    expect(correctedSearch('chatbot', [{ term: 'chatbot', word: 'chatbot' }])).toBeUndefined();
    expect(
      correctedSearch('chatbto qqqq', [
        { term: 'chatbto', word: 'chatbot' },
        { term: 'qqqq', word: null },
      ]),
    ).toBe(undefined);
  });
});

describe('ranked search over many matches', () => {
  it(`ranks the ${RANK_CANDIDATES} newest matches, then pages through the rest newest first, each once`, async () => {
    // Every third match has the word in its title too, so it ranks above its neighbours.
    await t.db.execute(sql`
      insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime, created_at, current_version)
      select ${seller.id}, case when g % 3 = 0 then 'Widget Pro ' else 'Bulk Item ' end || g, 'A widget.', 'chatgpt', 100,
             'agents/x.json', 'x.json', 2, 'application/json', now() - (g || ' minutes')::interval, ${live}::jsonb
      from generate_series(1, ${RANK_CANDIDATES + 30}) g`);
    const page = async (offset: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings?search=widget&limit=20&offset=${offset}` });
      return (res.json() as { title: string }[]).map((l) => l.title);
    };
    const pages: string[] = [];
    for (let offset = 0; offset < RANK_CANDIDATES + 40; offset += 20) pages.push(...(await page(offset)));
    expect(pages).toHaveLength(RANK_CANDIDATES + 30);
    expect(new Set(pages).size).toBe(RANK_CANDIDATES + 30);
    // Title matches among the ranked head come first, newest first.
    expect(pages.slice(0, 3)).toEqual(['Widget Pro 3', 'Widget Pro 6', 'Widget Pro 9']);
    // After the head, date order: the oldest match is last.
    expect(pages.at(-1)).toMatch(new RegExp(` ${RANK_CANDIDATES + 30}$`));
    await t.db.delete(listings).where(sql`title like 'Bulk Item %' or title like 'Widget Pro %'`);
  });

  it('finds the newest matches of several words whether they are common among new listings or rare', async () => {
    // Many "Meeting Notes" listings, newest first, with older unrelated ones in between: the
    // bounded walk over the newest listings finds enough matches.
    await t.db.execute(sql`
      insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime, created_at, current_version)
      select ${seller.id}, case when g % 2 = 0 then 'Meeting Notes Taker ' || g else 'Bulk Filler ' || g end, 'Plain.',
             'chatgpt', 100, 'agents/x.json', 'x.json', 2, 'application/json', now() - (g || ' minutes')::interval, ${live}::jsonb
      from generate_series(1, ${RANK_CANDIDATES * 3}) g`);
    const common = await titles('meeting notes');
    // Equal ranks, so newest first: 2, 4, ... 40 minutes old, each once.
    expect(common).toEqual(Array.from({ length: 20 }, (_, i) => `Meeting Notes Taker ${2 * (i + 1)}`));
    // Two words found together only in one old listing: the walk finds nothing and the index does.
    await t.db.execute(sql`
      insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime, created_at, current_version)
      values (${seller.id}, 'Quarterly Zebra Planner', 'Plans zebras.', 'chatgpt', 100, 'agents/x.json', 'x.json', 2,
              'application/json', now() - interval '30 days', ${live}::jsonb)`);
    expect(await titles('zebra planner')).toEqual(['Quarterly Zebra Planner']);
    await t.db
      .delete(listings)
      .where(sql`title like 'Meeting Notes Taker %' or title like 'Bulk Filler %' or title like '%Zebra%'`);
  });

  it('finds the newest matches of one word whether the newest listings hold many, a few or none of them', async () => {
    // 1,000 listings a minute apart: "Lynx" in every 4th of the newest 400 and every 2nd after
    // that, "Okapi" only in the 3 oldest. The bounded walk (the newest 500) holds 100 + 50
    // "Lynx" (enough), 0 "Okapi" (the index alone), and "Daily" 5 times (a few).
    await t.db.execute(sql`
      insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime, created_at, current_version)
      select ${seller.id},
             case when g > 997 then 'Okapi Sorter ' || g
                  when g % 100 = 0 and g <= 500 then 'Lynx Daily ' || g
                  when (g <= 400 and g % 4 = 0) or (g > 400 and g % 2 = 0) then 'Lynx Reader ' || g
                  else 'Plain Filler ' || g end,
             'Plain.', 'chatgpt', 100, 'agents/x.json', 'x.json', 2, 'application/json', now() - (g || ' minutes')::interval,
             ${live}::jsonb
      from generate_series(1, 1000) g`);
    const lynx = await titles('lynx');
    expect(lynx).toHaveLength(20);
    expect(new Set(lynx).size).toBe(20);
    expect(await titles('okapi')).toEqual(['Okapi Sorter 998', 'Okapi Sorter 999', 'Okapi Sorter 1000']);
    // Equal ranks among the 50 newest matches, so newest first: 100, 200, ... 1000 minutes old.
    expect(await titles('daily')).toEqual([
      'Lynx Daily 100',
      'Lynx Daily 200',
      'Lynx Daily 300',
      'Lynx Daily 400',
      'Lynx Daily 500',
    ]);
    // In a chosen order too: a rare word through the GIN index, a common one along the order's index.
    const sorted = async (search: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings?search=${search}&sortBy=price-low` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { title: string }[]).map((l) => l.title);
    };
    expect(await sorted('okapi')).toEqual(['Okapi Sorter 998', 'Okapi Sorter 999', 'Okapi Sorter 1000']);
    const lynxByPrice = await sorted('lynx');
    expect(lynxByPrice).toHaveLength(20);
    expect(lynxByPrice.every((title) => title.startsWith('Lynx '))).toBe(true);
    await t.db.delete(listings).where(sql`title similar to '(Okapi Sorter|Lynx Daily|Lynx Reader|Plain Filler) %'`);
  });
});

describe('listing ratings', () => {
  it('are kept on the listing as reviews come and go', async () => {
    const rating = async () => {
      const [row] = await t.db.select().from(listings).where(eq(listings.id, ids.email!));
      return { sum: row!.ratingSum, count: row!.ratingCount, average: row!.ratingAverage };
    };
    await addReview(t.db, ids.email!, buyer.id, 5);
    await addReview(t.db, ids.email!, seller.id, 2);
    expect(await rating()).toEqual({ sum: 7, count: 2, average: 3.5 });
    await t.db.update(reviews).set({ rating: 4 }).where(eq(reviews.buyerId, seller.id));
    expect(await rating()).toEqual({ sum: 9, count: 2, average: 4.5 });
    await t.db.delete(reviews).where(eq(reviews.buyerId, buyer.id));
    expect(await rating()).toEqual({ sum: 4, count: 1, average: 4 });
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?sortBy=rating' });
    expect(res.json()[0]).toMatchObject({ title: 'Email Campaign Writer', rating: { average: 4, count: 1 } });
  });
});
