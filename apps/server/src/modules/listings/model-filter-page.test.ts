import type { SortOption } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hasAnyModel, insertSeededModels } from '../models/models.repo';
import { findListingsPage, type ListingFilter, type RunQuery } from './browse-listings.repo';
import { MODEL_WALK_PER_ROW } from './model-filter-page';

let t: TestApp;
const LISTINGS = 5_000;

// Prices, downloads and ratings spread so every sort mixes them; pairs of listings share a date so
// the id decides between them. The statistics are taken before any listing names a model, as
// happens on a live database when a model takes off between two automatic ANALYZEs: then 40% name
// gpt-5, 20% only gpt-4o (retired in the seeded catalogue), the three oldest claude-opus-4-1.
beforeAll(async () => {
  t = await createTestApp();
  if (!(await hasAnyModel(t.db))) await insertSeededModels(t.db);
  const seller = await makeSeller(t.app, t.db);
  await t.db.execute(sql`
    insert into listings (user_id, title, description, platform, price_cents, file_key, file_name,
      file_size, file_mime, created_at, current_version, current_models, download_count, rating_sum, rating_count)
    select ${seller.userId}, 'Agent ' || g, 'An agent used by a test.', 'chatgpt', (g * 7919) % 50 * 100,
      'agents/test.json', 'test.json', 2, 'application/json',
      timestamptz '2026-01-01T00:00:00Z' + (g / 2) * interval '1 minute',
      jsonb_build_object('version', '1.0.0', 'publishedAt', '2026-01-01T00:00:00Z', 'sha256', '',
        'fileName', 'test.json', 'fileSize', 2),
      '{}'::text[], g % 37, (g % 3) * (g % 7 % 5 + 1), g % 3
    from generate_series(1, ${LISTINGS}) g`);
  await t.db.execute(sql`analyze listings`);
  await t.db.execute(sql`
    update listings set current_models = case when g <= 3 then array['claude-opus-4-1']
      when g % 5 < 2 then array['gpt-5'] when g % 5 = 2 then array['gpt-4o'] else '{}'::text[] end
    from (select id, substring(title from 7)::int as g from listings) n
    where n.id = listings.id`);
});
afterAll(async () => t?.close());

/** Each sort's order as the marketplace pages it, written out here to check the page against. */
const orders: Record<SortOption, string> = {
  newest: 'created_at desc, id',
  popular: 'download_count desc, view_count desc, created_at desc, id',
  'price-low': 'price_cents, created_at desc, id',
  'price-high': 'price_cents desc, created_at desc, id',
  rating: 'rating_average desc, rating_count desc, created_at desc, id',
};

const expectedIds = async (model: string, currentOnly: boolean, sortBy: SortOption, offset: number) =>
  rowsOf<{ id: string }>(
    await t.db.execute(sql`
      select id from listings
      where removed_at is null and active and current_version is not null
        and ${model} = any(current_models) and (not ${currentOnly} or not only_retired_models)
      order by ${sql.raw(orders[sortBy])} limit 20 offset ${offset}`),
  ).map((r) => r.id);

const pageIds = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((l) => l.id);
};

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Rows each scan of `listings` gave plus those its filter dropped, over the whole plan. */
const rowsIn = (node: PlanNode): number =>
  (node['Relation Name'] === 'listings'
    ? ((node['Actual Rows'] as number) + ((node['Rows Removed by Filter'] as number) ?? 0)) *
      (node['Actual Loops'] as number)
    : 0) + (node.Plans ?? []).reduce((sum, child) => sum + rowsIn(child), 0);

/** Rows the marketplace page read from `listings`, over every statement it sent. */
const listingRowsRead = async (f: ListingFilter) => {
  let read = 0;
  const run: RunQuery = async <T>(query: SQL) => {
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await t.db.execute(sql`explain (analyze, format json) ${query}`));
    const plan = row!['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    read += rowsIn(top!.Plan);
    return rowsOf<T>(await t.db.execute(query));
  };
  await findListingsPage(run, f);
  return read;
};

describe('a marketplace page with the model filter', () => {
  it('is the same page, in every sort and on later pages, for a common model, a rare one and with currentModels', async () => {
    for (const sortBy of Object.keys(orders) as SortOption[]) {
      for (const [model, currentOnly] of [
        ['gpt-5', false],
        ['gpt-5', true],
        ['claude-opus-4-1', false],
        ['gpt-4o', true],
      ] as const) {
        for (const offset of [0, 20, 380]) {
          const query = `model=${model}&sortBy=${sortBy}&offset=${offset}${currentOnly ? '&currentModels=true' : ''}`;
          const expected = await expectedIds(model, currentOnly, sortBy, offset);
          expect(await pageIds(query), query).toEqual(expected);
        }
      }
    }
    // The fixture has what each case needs: full pages deep into gpt-5, and a rare model.
    expect(await expectedIds('gpt-5', true, 'newest', 380)).toHaveLength(20);
    expect(await expectedIds('claude-opus-4-1', false, 'newest', 0)).toHaveLength(3);
  });

  // Statistics without gpt-5 made the planner take it for a rare model and read all 2,000 of its
  // listings through the GIN index to sort them (at 100,000 listings: 40,000 rows, 200-430 ms).
  it('reads a bounded walk of the sort index for a common model, whatever the statistics say of it', async () => {
    for (const sortBy of Object.keys(orders) as SortOption[]) {
      const read = await listingRowsRead({ model: 'gpt-5', sortBy, limit: 20, offset: 0 });
      expect(read, sortBy).toBeLessThanOrEqual(20 * MODEL_WALK_PER_ROW);
    }
  });

  it('finds a rare model through the GIN index, not by reading the whole catalogue', async () => {
    const read = await listingRowsRead({ model: 'claude-opus-4-1', limit: 20, offset: 0 });
    // The bounded walk, which fills no page, then the model's own three listings.
    expect(read).toBeLessThanOrEqual(20 * MODEL_WALK_PER_ROW + 3);
  });
});
