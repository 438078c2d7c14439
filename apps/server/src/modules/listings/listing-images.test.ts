import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hugeBlankPng, jpegWithGps, solidPng, uploadImage } from './listing-images.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seller: Session;
let listingId: string;
beforeEach(async () => {
  await t.reset();
  seller = await makeSeller(t.app, t.db);
  listingId = (await makeListing(t.app, t.db, seller.userId)).id;
});

const storedImages = async (id = listingId) =>
  (await t.db.select({ images: listings.images }).from(listings).where(eq(listings.id, id)))[0]!.images;
const keyOfUrl = (url: string) => url.replace('/api/listing-images/', 'listing-images/');
const patch = (session: Session, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/listings/${listingId}/images`, headers: as(session), payload });
const remove = (session: Session, imageId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/listings/${listingId}/images/${imageId}`, headers: as(session) });

describe('adding listing images', () => {
  it('re-encodes a photo as WebP at 320, 640, 960 and 1280 wide, without metadata, cached for good', async () => {
    const res = await uploadImage(t, seller, listingId, await jpegWithGps(2000, 1000), { filename: 'a.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json().images;
    expect(image).toMatchObject({ alt: 'The agent at work', width: 1280, height: 640 });
    expect(image.urls.map((u: { width: number }) => u.width)).toEqual([320, 640, 960, 1280]);
    for (const { width, url } of image.urls) {
      expect(url).toBe(`/api/listing-images/${image.id}/${width}.webp`);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(await storedImages()).toEqual([image]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
    expect(detail.json().images).toEqual([image]);
    const page = await t.app.inject({ method: 'GET', url: `/api/listings?sellerId=${seller.userId}` });
    expect(page.json()[0].images).toEqual([image]);
  });

  it('keeps a small picture at its own width, never enlarged, and appends in upload order', async () => {
    const first = (await uploadImage(t, seller, listingId, await solidPng(200, 100), { alt: '' })).json();
    expect(first.images[0]).toMatchObject({ alt: '', width: 200, height: 100 });
    expect(first.images[0].urls.map((u: { width: number }) => u.width)).toEqual([200]);
    const second = await uploadImage(t, seller, listingId, await solidPng(700, 700), { filename: 'b.gif' });
    expect(second.statusCode).toBe(201);
    expect(second.json().images.map((i: { width: number }) => i.width)).toEqual([200, 700]);
    expect(second.json().images[1].urls.map((u: { width: number }) => u.width)).toEqual([320, 640, 700]);
  });
});

describe('refused images change nothing', () => {
  const expectUnchanged = async () => expect(await storedImages()).toEqual([]);

  it('refuses what is not an image, judged by content, not by name', async () => {
    const text = await uploadImage(t, seller, listingId, 'just some words, not a picture');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      title: 'Invalid File Type',
      message: 'Please choose a JPEG, PNG, WebP or GIF image.',
    });
    const random = await uploadImage(t, seller, listingId, Buffer.from('00ff00ff12345678deadbeef', 'hex'));
    expect(random.statusCode).toBe(415);
    await expectUnchanged();
  });

  it('refuses SVG and HTML posing as images', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await uploadImage(t, seller, listingId, svg, { filename: 'logo.png' })).statusCode).toBe(415);
    expect((await uploadImage(t, seller, listingId, svg, { filename: 'logo.svg' })).statusCode).toBe(415);
    const html = '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>';
    expect((await uploadImage(t, seller, listingId, html, { filename: 'photo.jpg' })).statusCode).toBe(415);
    // A PNG signature in front of markup is still not a picture.
    const disguised = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(html)]);
    expect((await uploadImage(t, seller, listingId, disguised)).statusCode).toBe(415);
    await expectUnchanged();
  });

  it('refuses a 100-megapixel PNG of a few kilobytes before decoding it', async () => {
    const bomb = hugeBlankPng(10_000);
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const res = await uploadImage(t, seller, listingId, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      title: 'Image Too Large',
      message: 'Please choose an image of at most 40 megapixels.',
    });
    await expectUnchanged();
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await solidPng(20, 20), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadImage(t, seller, listingId, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ title: 'File Too Large', message: 'Please choose an image smaller than 10MB.' });
    await expectUnchanged();
  });

  it('refuses a ninth image', async () => {
    const png = await solidPng(40, 30);
    for (let i = 0; i < 8; i++) expect((await uploadImage(t, seller, listingId, png)).statusCode).toBe(201);
    const ninth = await uploadImage(t, seller, listingId, png);
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json()).toMatchObject({ title: 'Too Many Images', message: 'A listing can have at most 8 images.' });
    expect(await storedImages()).toHaveLength(8);
  });

  it('refuses a form without an image, alt text over 200 characters, and a missing listing', async () => {
    const png = await solidPng(40, 30);
    const noImage = await uploadImage(t, seller, listingId, png, { field: 'photo' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe('Choose an image to upload.');
    const longAlt = await uploadImage(t, seller, listingId, png, { alt: 'x'.repeat(201) });
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.json().fields).toEqual({ alt: 'Alt text can be at most 200 characters' });
    expect((await uploadImage(t, seller, 'not-a-uuid', png)).statusCode).toBe(404);
    expect((await uploadImage(t, seller, crypto.randomUUID(), png)).statusCode).toBe(404);
    await expectUnchanged();
  });

  it("keeps everyone but the seller away from a listing's images", async () => {
    const png = await solidPng(40, 30);
    const { images } = (await uploadImage(t, seller, listingId, png)).json();
    const other = await makeUser(t.app, t.db);
    const refused = await uploadImage(t, other, listingId, png);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only change the images of your own listings.');
    expect((await uploadImage(t, undefined, listingId, png)).statusCode).toBe(401);
    expect((await patch(other, { alt: { [images[0].id]: 'Mine now' } })).statusCode).toBe(403);
    expect((await remove(other, images[0].id)).statusCode).toBe(403);
    expect(await storedImages()).toEqual(images);
  });
});

describe('ordering, describing and deleting', () => {
  const threeImages = async () => {
    for (const colour of ['#ff0000', '#00ff00', '#0000ff']) {
      await uploadImage(t, seller, listingId, await solidPng(50, 50, colour), { alt: colour });
    }
    return (await storedImages()).map((i) => i.id);
  };

  it('reorders (the first is the cover) and changes alt texts', async () => {
    const [a, b, c] = await threeImages();
    const res = await patch(seller, { order: [c, a, b], alt: { [a!]: '  The settings screen ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images.map((i: { id: string; alt: string }) => [i.id, i.alt])).toEqual([
      [c, '#0000ff'],
      [a, 'The settings screen'],
      [b, '#00ff00'],
    ]);
    expect((await storedImages()).map((i) => i.id)).toEqual([c, a, b]);
  });

  it('refuses an order that leaves out, repeats or invents an image, and alt text for an unknown image', async () => {
    const [a, b, c] = await threeImages();
    for (const order of [
      [a, b],
      [a, a, b],
      [a, b, crypto.randomUUID()],
      [a, b, c, a],
    ]) {
      const res = await patch(seller, { order });
      expect(res.statusCode, JSON.stringify(order)).toBe(400);
    }
    expect((await patch(seller, { order: [a, b, c], alt: { [crypto.randomUUID()]: 'x' } })).statusCode).toBe(400);
    expect((await patch(seller, {})).statusCode).toBe(400);
    expect((await storedImages()).map((i) => [i.id, i.alt])).toEqual([
      [a, '#ff0000'],
      [b, '#00ff00'],
      [c, '#0000ff'],
    ]);
  });

  it('deletes an image and its files; an unknown one is a 404', async () => {
    const [a, b] = await threeImages();
    const [first] = await storedImages();
    const res = await remove(seller, a!);
    expect(res.statusCode).toBe(200);
    expect(res.json().images[0].id).toBe(b);
    expect(await storedImages()).toHaveLength(2);
    for (const { url } of first!.urls) {
      expect(await t.storage.exists(keyOfUrl(url))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await remove(seller, a!)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/listing-images/x/../../secret' })).statusCode).toBe(404);
  });
});
