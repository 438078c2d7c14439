import { marketplaceCategories, marketplacePlatforms } from '@agentsy/contracts';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listings } from '../schema';
import { seedDemoAccounts } from '../seed';
import { seedDemoCatalogue } from './seed-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('seeds a catalogue covering every category and platform, with downloadable valid files', async () => {
  await seedDemoAccounts({ db: t.db, auth: t.app.auth, dataDir: t.dataDir });
  // Its speed is part of the first start, measured by bench/cold-start.mjs.
  const n = await seedDemoCatalogue({ db: t.db, auth: t.app.auth, storage: t.storage });
  expect(n).toBeGreaterThanOrEqual(36);
  expect((await t.db.select({ n: count() }).from(listings))[0]!.n).toBe(n);

  for (const category of Object.keys(marketplaceCategories)) {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?useCase=${category}` });
    expect(res.json().length, category).toBeGreaterThan(0);
  }
  for (const platform of marketplacePlatforms) {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?platform=${platform}` });
    expect(res.json().length, platform).toBeGreaterThan(0);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/listings?featured=true' })).json().length).toBeGreaterThan(3);
  expect((await t.app.inject({ method: 'GET', url: '/api/listings?price=free' })).json().length).toBeGreaterThan(2);
  const sellers = (await t.app.inject({ method: 'GET', url: '/api/sellers' })).json();
  // The demo seller and four more; the admin has seller mode on but nothing on sale, so is not listed.
  expect(sellers.length).toBe(5);

  const rows = await t.db.select().from(listings);
  for (const row of rows) expect(await t.storage.size(row.fileKey), row.title).toBe(row.fileSize);
  // Each is its version 1.0.0, with the sha256 of its stored file.
  for (const row of rows)
    expect(row.currentVersion, row.title).toMatchObject({ version: '1.0.0', sha256: /^[0-9a-f]{64}$/ });
  // Each has a cover drawn for it, stored and served like an uploaded picture.
  for (const row of rows) {
    expect(row.images, row.title).toHaveLength(1);
    expect(row.images[0]!.urls.map((u) => u.width)).toEqual([320, 640, 960, 1280]);
  }
  const cover = await t.app.inject({ method: 'GET', url: rows[0]!.images[0]!.urls[0]!.url });
  expect(cover.statusCode).toBe(200);
  expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
});
