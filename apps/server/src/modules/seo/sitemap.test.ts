import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserRow } from '../../test/factories';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { SITEMAP_FILE_ADDRESSES } from './sitemap';

let t: TestApp;
const listed = SITEMAP_FILE_ADDRESSES + 7;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await signUp(t.app, { name: 'Bulk Seller' });
  await updateUserRow(t.db, seller.id, { sellerEnabled: true });
  // One statement for them all: the factory's one insert per listing would take minutes.
  await t.db.execute(sql`
    insert into listings (user_id, title, description, platform, use_case, price_cents, file_name, file_size,
                          file_key, file_mime, current_version)
    select ${seller.id}, 'Bulk agent ' || n, 'An agent used by a test.', 'chatgpt', 'productivity', 1000,
           'a.json', 2, 'agents/a.json', 'application/json',
           jsonb_build_object('version', '1.0.0', 'publishedAt', '2026-01-01T00:00:00.000Z', 'sha256', '',
                              'fileName', 'a.json', 'fileSize', 2)
    from generate_series(1, ${listed}) as n`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const locsOf = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('a sitemap past 50,000 addresses', () => {
  it('splits the agents into files of at most 50,000 addresses, each one listed once', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(locsOf(index.body)).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/agents-1.xml',
      'http://localhost:3000/sitemaps/agents-2.xml',
      'http://localhost:3000/sitemaps/sellers-1.xml',
    ]);
    const first = locsOf((await t.app.inject({ url: '/sitemaps/agents-1.xml' })).body);
    const second = locsOf((await t.app.inject({ url: '/sitemaps/agents-2.xml' })).body);
    expect(first).toHaveLength(SITEMAP_FILE_ADDRESSES);
    expect(second).toHaveLength(7);
    expect(new Set([...first, ...second]).size).toBe(listed);
  }, 60_000);

  it('answers 404 for a file past the last one or a name it does not know', async () => {
    for (const url of [
      '/sitemaps/agents-3.xml',
      '/sitemaps/sellers-2.xml',
      '/sitemaps/agents-0.xml',
      '/sitemaps/x.xml',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
