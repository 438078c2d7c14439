import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingVersions } from '../../db/schema';
import { makeListing, makeSeller } from '../../test/factories';
import { asUser, createTestApp, multipart, type TestApp } from '../../test/test-app';
import { publish, published } from './releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const compatibility = {
  targets: [
    { platform: 'python', models: ['gpt-5', 'claude-sonnet-4-5'], runtimes: { python: '>=3.10 <4' } },
    { platform: 'make', models: ['gpt-4o'], platformVersions: '^1.50.0' },
  ],
  tested: [{ model: 'gpt-5', testedAt: '2026-11-20', result: 'pass', note: 'All 12 tasks' }],
};

describe('compatibility of a version', () => {
  it('is stored as declared and shown with the version', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const v = await published(t.app, seller, listing.id, {
      version: '1.1.0',
      changelog: 'Runs on GPT-5',
      compatibility: JSON.stringify(compatibility),
    });
    expect(v.compatibility).toEqual(compatibility);
    const list = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/versions` })).json();
    expect(list[0].compatibility).toEqual(compatibility);
  });

  it('refuses unknown models, ranges that are not ranges and unknown platforms with a 422 naming them', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const before = (await t.db.select({ n: count() }).from(listingVersions))[0]!.n;
    const target = compatibility.targets[0]!;
    const cases: [object, string][] = [
      [
        { targets: [{ ...target, models: ['gpt-5', 'gpt-9'] }] },
        'Unknown model: gpt-9. Pick one from the model catalogue.',
      ],
      [
        { ...compatibility, tested: [{ model: 'llama-99', testedAt: '2026-11-01', result: 'pass' }] },
        'Unknown model: llama-99.',
      ],
      [
        { targets: [{ ...target, runtimes: { python: 'banana' } }] },
        'targets[0].runtimes.python must be a version range such as >=1.2 <2, not “banana”.',
      ],
      [
        { targets: [{ platform: 'make', platformVersions: 'latest' }] },
        'targets[0].platformVersions must be a version range',
      ],
      [{ targets: [{ platform: 'mainframe' }] }, 'compatibility.targets.0.platform: Pick a platform from the list.'],
      [{ targets: [] }, 'Name at least one platform.'],
      [
        { targets: [target], tested: [{ model: 'gpt-5', testedAt: '2026-11-01', result: 'maybe' }] },
        'compatibility.tested.0.result',
      ],
      [{ targets: [target], extra: true }, 'compatibility'],
    ];
    for (const [value, message] of cases) {
      const res = await publish(t.app, seller, listing.id, {
        version: '1.2.0',
        changelog: 'x',
        compatibility: JSON.stringify(value),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'COMPATIBILITY_INVALID' });
      expect(res.json().message).toContain(message);
    }
    const notJson = await publish(t.app, seller, listing.id, { version: '1.2.0', changelog: 'x', compatibility: '{' });
    expect(notJson.statusCode).toBe(400);
    expect((await t.db.select({ n: count() }).from(listingVersions))[0]!.n).toBe(before);
  });

  it('comes with a new listing’s first version from either creation screen, checked the same way', async () => {
    const seller = await makeSeller(t.app, t.db);
    const create = (fields: Record<string, string>) => {
      const body = multipart(
        {
          title: 'Compatible Bot',
          description: 'Declares its models',
          price: '5',
          platform: 'python',
          useCase: 'productivity',
          ...fields,
        },
        [{ name: 'file', filename: 'bot.py', content: 'print("v1")\n' }],
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...asUser(seller), ...body.headers },
        payload: body.payload,
      });
    };
    const listingsBefore = (await t.db.select({ n: count() }).from(listings))[0]!.n;
    const refused = await create({
      compatibility: JSON.stringify({ targets: [{ platform: 'python', models: ['gpt-9'] }] }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Unknown model: gpt-9. Pick one from the model catalogue.');
    expect((await t.db.select({ n: count() }).from(listings))[0]!.n).toBe(listingsBefore);
    const created = await create({ compatibility: JSON.stringify(compatibility) });
    expect(created.statusCode, created.body).toBe(201);
    // Anyone sees a version once its scan has published it.
    await t.app.scans.drain();
    const versions = (await t.app.inject({ method: 'GET', url: `/api/listings/${created.json().id}/versions` })).json();
    expect(versions[0]).toMatchObject({ version: '1.0.0', compatibility });
  });
});
