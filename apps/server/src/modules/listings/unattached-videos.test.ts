import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videoUploads } from '../../db/schema';
import { makeSeller, makeUser } from '../../test/factories';
import { asUser, createTestApp, multipart, type TestApp } from '../../test/test-app';
import { removeUnattachedVideos } from './unattached-videos';

/** Demo videos uploaded on their own: sellers only, five waiting at most, gone after a day unattached. */
const WEBM = readFileSync(new URL('../../db/demo/assets/inbox-zero-assistant.webm', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const uploadVideo = (session: { cookie: string }) => {
  const body = multipart({}, [{ name: 'video', filename: 'clip.webm', content: WEBM }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-video',
    headers: { ...asUser(session), ...body.headers },
    payload: body.payload,
  });
};
const listingFields = {
  title: 'Invoice sorter',
  description: 'Sorts invoices every morning.',
  price: '0',
  platform: 'python',
  useCase: 'productivity',
};
/** Which of these keys the upload store holds (local disk, or S3 in the cluster stage). */
const stored = async (keys: string[]) =>
  (await Promise.all(keys.map(async (k) => ((await t.storage.exists(k)) ? k : undefined)))).filter(Boolean);
const videoKeys = async () => (await t.db.select({ key: videoUploads.key }).from(videoUploads)).map((r) => r.key);
const videoRows = async () => (await t.db.select().from(videoUploads)).length;

describe('who may upload a demo video on its own', () => {
  it('refuses a buyer with 403 before reading the video, storing nothing', async () => {
    const buyer = await makeUser(t.app, t.db);
    const res = await uploadVideo(buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SELLER_MODE_REQUIRED',
      message: 'Only sellers can upload demo videos. Enable seller mode first.',
    });
    expect(await videoRows()).toBe(0);
  });

  it('takes five unattached videos of a seller, refuses the sixth with 429, and takes one again once one is attached', async () => {
    const seller = await makeSeller(t.app, t.db);
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await uploadVideo(seller);
      expect(res.statusCode).toBe(201);
      urls.push(res.json().videoUrl);
    }
    const sixth = await uploadVideo(seller);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have 5 demo videos not yet attached to a listing. Attach one to a listing, or upload again tomorrow when unused videos are removed.',
    );
    expect(await videoRows()).toBe(5);
    expect(await stored(await videoKeys())).toHaveLength(5);

    const body = multipart({ ...listingFields, videoUrl: urls[0]! }, [
      { name: 'file', filename: 'a.json', content: '{}' },
    ]);
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(seller), ...body.headers },
      payload: body.payload,
    });
    expect(listing.statusCode).toBe(201);
    expect((await uploadVideo(seller)).statusCode).toBe(201);
  });
});

describe('remove-unattached-videos', () => {
  it('removes rows and files of videos no listing took within a day, and keeps attached and recent ones', async () => {
    const seller = await makeSeller(t.app, t.db);
    const [old, attached, recent] = [
      (await uploadVideo(seller)).json(),
      (await uploadVideo(seller)).json(),
      (await uploadVideo(seller)).json(),
    ];
    const body = multipart({ ...listingFields, videoUrl: attached.videoUrl }, [
      { name: 'file', filename: 'a.json', content: '{}' },
    ]);
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(seller), ...body.headers },
      payload: body.payload,
    });
    expect(listing.statusCode).toBe(201);
    const idOf = (url: string) => url.split('/').pop()!;
    await t.db
      .update(videoUploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${videoUploads.id} in (${idOf(old.videoUrl)}, ${idOf(attached.videoUrl)})`);

    const keysBefore = await videoKeys();
    expect(await removeUnattachedVideos({ db: t.db, storage: t.storage, now: new Date() })).toEqual({
      removed: 1,
      filesLeft: 0,
    });
    const left = await t.db.select({ id: videoUploads.id }).from(videoUploads);
    expect(left.map((r) => r.id).sort()).toEqual([idOf(attached.videoUrl), idOf(recent.videoUrl)].sort());
    expect((await stored(keysBefore)).sort()).toEqual((await videoKeys()).sort());
    expect(keysBefore).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: old.videoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: attached.videoUrl })).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(videoUploads)
        .where(eq(videoUploads.id, idOf(old.videoUrl))),
    ).toEqual([]);
  });
});
