import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, multipart, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
/** A phone photo: EXIF with a GPS position and a camera owner. */
const jpegWithGps = () =>
  sharp({ create: { width: 300, height: 500, channels: 3, background: '#cc3333' } })
    .withExif({ IFD0: { Copyright: 'Ann Example' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();

const upload = (session: { cookie: string }, filename: string, content: Buffer | string, field = 'avatar') => {
  const body = multipart({}, [{ name: field, filename, content, contentType: 'image/png' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: { ...asUser(session), ...body.headers },
    payload: body.payload,
  });
};
const me = async (session: { cookie: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: asUser(session) })).json();

describe('avatar upload', () => {
  it('re-encodes any image to a 256x256 WebP without metadata and shows it on the account', async () => {
    const user = await signUp(t.app);
    const source = await jpegWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const res = await upload(user, 'me.jpg', source);
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await me(user)).toMatchObject({ avatar: avatarUrl, profileImageUrl: avatarUrl });

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${user.userId}` })).json().profileImageUrl).toBe(
      avatarUrl,
    );
  });

  it('judges by content, not by name: a PNG called .gif works, HTML called .png is refused', async () => {
    const user = await signUp(t.app);
    expect((await upload(user, 'picture.gif', await png())).statusCode).toBe(200);
    const html = await upload(
      user,
      'picture.png',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ title: 'Invalid File Type', message: 'Please choose an image file.' });
    const svg = await upload(user, 'logo.png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(svg.statusCode).toBe(415);
  });

  it('refuses 5 MB and more with the spec message, and keeps the old picture', async () => {
    const user = await signUp(t.app);
    const first = (await upload(user, 'a.png', await png())).json().avatarUrl;
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(user, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ title: 'File Too Large', message: 'Please choose an image smaller than 5MB.' });
    expect((await me(user)).avatar).toBe(first);
  });

  it('replacing deletes the old file; removing clears the picture and its file', async () => {
    const user = await signUp(t.app);
    const first = (await upload(user, 'a.png', await png())).json().avatarUrl as string;
    const second = (await upload(user, 'b.png', await png())).json().avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/avatar', headers: asUser(user) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ avatar: null, profileImageUrl: null });
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('refuses a wrong field, a body that is not a form and a visitor', async () => {
    const user = await signUp(t.app);
    expect((await upload(user, 'a.png', await png(), 'picture')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: asUser(user),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const body = multipart({}, [{ name: 'avatar', filename: 'a.png', content: await png() }]);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: body.headers,
      payload: body.payload,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await me(user)).avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/..%2Fagents%2Fx.webp' })).statusCode).toBe(404);
  });
});
