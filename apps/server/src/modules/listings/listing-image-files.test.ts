import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hugeBlankPng, solidPng, uploadImage } from './listing-images.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every file under DATA_DIR/uploads, temp files included. */
const storedFiles = () => {
  const root = path.join(t.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
};

describe('listing image files', () => {
  it('stores one WebP per width, leaves nothing behind when refused, and removes them on delete', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const before = storedFiles();
    const refusals = [
      await uploadImage(t, seller, listing.id, '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      await uploadImage(t, seller, listing.id, hugeBlankPng(10_000)),
      await uploadImage(t, seller, listing.id, Buffer.concat([await solidPng(9, 9), Buffer.alloc(11 * 1024 * 1024)])),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([415, 413, 413]);
    expect(storedFiles()).toEqual(before);

    const { images } = (await uploadImage(t, seller, listing.id, await solidPng(900, 600))).json();
    const id = images[0].id;
    expect(storedFiles()).toEqual(
      [
        ...before,
        `listing-images/${id}/320.webp`,
        `listing-images/${id}/640.webp`,
        `listing-images/${id}/900.webp`,
      ].sort(),
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}/images/${id}`,
      headers: { cookie: seller.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(storedFiles()).toEqual(before);
  });
});
