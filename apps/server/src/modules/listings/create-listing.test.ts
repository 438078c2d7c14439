import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zipOf } from '../../db/demo/zip';
import { listings, users, videoUploads } from '../../db/schema';
import { asUser, createTestApp, multipart, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 1)]);
// A real WebM (one of the demo clips): file-type reads past the EBML header to its DocType.
const WEBM = readFileSync(new URL('../../db/demo/assets/inbox-zero-assistant.webm', import.meta.url));

const dialogFields = {
  title: 'Inbox Triage Bot',
  description: 'Sorts your inbox every morning',
  price: '19.99',
  platform: 'python',
  useCase: 'productivity',
  tags: 'Automation, Email Marketing, made-up tag',
};

/** Every stored file under DATA_DIR/uploads, temp files included. */
const storedFiles = () => {
  const root = path.join(t.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
};
const listingCount = async () => (await t.db.select({ n: count() }).from(listings))[0]!.n;

const post = async (
  cookie: { cookie: string } | undefined,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
  url = '/api/listings',
) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? asUser(cookie) : {}), ...body.headers },
    payload: body.payload,
  });
};

describe('POST /api/listings', () => {
  it('creates a listing from the dialog shape, enabling seller mode first', async () => {
    const buyer = await signUp(t.app);
    const res = await post(buyer, dialogFields, [{ name: 'file', filename: 'triage.py', content: 'print("hello")\n' }]);
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({
      title: 'Inbox Triage Bot',
      price: '19.99',
      platform: 'python',
      useCase: 'productivity',
      tags: ['Automation', 'Email Marketing'],
      fileName: 'triage.py',
      fileSize: 15,
      active: true,
      featured: false,
      rating: { average: 0, count: 0 },
      seller: { id: buyer.id },
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user!.sellerEnabled).toBe(true);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.fileKey).toMatch(/^agents\/[0-9a-f-]{36}\.py$/);
    expect(await t.storage.exists(row!.fileKey)).toBe(true);
  });

  it('creates a listing from the create screen: agentFile, videoFile and a JSON tag list capped at 5', async () => {
    const seller = await signUp(t.app);
    const tags = JSON.stringify([
      'AI Assistant',
      'SEO',
      'Analytics',
      'Reporting',
      'Research',
      'Translation',
      'Automation',
    ]);
    const res = await post(seller, { ...dialogFields, platform: 'Custom GPT', useCase: 'Content Creation', tags }, [
      { name: 'agentFile', filename: 'workflow.json', content: '{"nodes":[]}' },
      { name: 'videoFile', filename: 'demo.mp4', content: MP4 },
    ]);
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing.tags).toEqual(['AI Assistant', 'SEO', 'Analytics', 'Reporting', 'Research']);
    expect(listing.platform).toBe('custom-gpt');
    expect(listing.useCase).toBe('content-creation');
    expect(listing.videoUrl).toMatch(/^\/api\/videos\/[0-9a-f-]{36}$/);
    expect(listing.videoFileSize).toBe(MP4.length);
    const video = await t.app.inject({ method: 'GET', url: listing.videoUrl });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(MP4)).toBe(true);
  });

  it('accepts a free listing and the other file kinds (zip, yaml, txt)', async () => {
    const seller = await signUp(t.app);
    const zip = zipOf({ 'agent/main.py': 'print(1)\n' });
    for (const [filename, content] of [
      ['bundle.zip', zip],
      ['config.yml', 'name: agent\nsteps:\n  - fetch\n'],
      ['prompt.txt', 'You are a helpful assistant.'],
    ] as const) {
      const res = await post(seller, { ...dialogFields, price: '0' }, [{ name: 'file', filename, content }]);
      expect(res.statusCode, filename).toBe(201);
      expect(res.json().price).toBe('0.00');
    }
  });

  it('attaches a video uploaded earlier by the same user, and refuses another user’s', async () => {
    const seller = await signUp(t.app);
    const other = await signUp(t.app);
    // Only sellers upload a video on its own (unattached-videos.test.ts).
    await t.app.inject({ method: 'POST', url: '/api/users/enable-seller', headers: asUser(seller) });
    const up = await post(seller, {}, [{ name: 'video', filename: 'clip.webm', content: WEBM }], '/api/upload-video');
    expect(up.statusCode).toBe(201);
    const { videoUrl, videoFileName, videoFileSize } = up.json();
    expect(videoFileName).toBe('clip.webm');
    expect(videoFileSize).toBe(WEBM.length);

    const stolen = await post(other, { ...dialogFields, videoUrl }, [
      { name: 'file', filename: 'a.json', content: '{}' },
    ]);
    expect(stolen.statusCode).toBe(400);
    expect(await listingCount()).toBe(0);

    const own = await post(seller, { ...dialogFields, videoUrl, videoFileName: 'x', videoFileSize: '1' }, [
      { name: 'file', filename: 'a.json', content: '{}' },
    ]);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ videoUrl, videoFileName: 'clip.webm', videoFileSize: WEBM.length });
  });

  it.each([
    ['an extension outside the list', 'tool.exe', 'MZ\x90\x00'],
    ['PNG bytes named .json', 'workflow.json', PNG],
    ['PNG bytes named .zip', 'bundle.zip', PNG],
    ['broken JSON', 'workflow.json', '{"nodes": ['],
    ['broken YAML', 'config.yaml', 'a: [1, 2\nb: }'],
    ['a .py with NUL bytes', 'script.py', Buffer.from([0x70, 0, 0x71])],
    ['a .txt that is not UTF-8', 'notes.txt', Buffer.from([0xff, 0xfe, 0xfa])],
  ])('refuses %s with 415, storing nothing', async (_label, filename, content) => {
    const seller = await signUp(t.app);
    const res = await post(seller, dialogFields, [{ name: 'file', filename, content }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      title: 'Invalid File Type',
      message: 'Please upload a .json, .zip, .py, .yaml, or .yml file.',
    });
    expect(storedFiles()).toEqual([]);
    expect(await listingCount()).toBe(0);
  });

  it('refuses a video whose bytes are not MP4/MOV/WebM, and a video extension outside the list', async () => {
    const seller = await signUp(t.app);
    for (const [filename, content] of [
      ['demo.mp4', PNG],
      ['demo.avi', MP4],
      // An EBML header alone is any Matroska file, not necessarily a WebM: the DocType decides.
      ['demo.webm', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 2)])],
      ['demo.mov', Buffer.from('<html><body>not a video</body></html>')],
    ] as const) {
      const res = await post(seller, dialogFields, [
        { name: 'agentFile', filename: 'a.json', content: '{}' },
        { name: 'videoFile', filename, content },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        title: 'Invalid Video Type',
        message: 'Please upload an MP4, MOV, or WebM video file.',
      });
    }
    expect(storedFiles()).toEqual([]);
    expect(await listingCount()).toBe(0);
  });

  it('cuts off an agent file over 10 MB with 413, leaving no file and no row', async () => {
    const seller = await signUp(t.app);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const res = await post(seller, dialogFields, [{ name: 'file', filename: 'big.txt', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ title: 'File Too Large', message: 'Agent file must be under 10MB.' });
    expect(storedFiles()).toEqual([]);
    expect(await listingCount()).toBe(0);
  });

  it('cuts off a video over 50 MB with 413 and removes the agent file already stored', async () => {
    const seller = await signUp(t.app);
    const big = Buffer.concat([MP4, Buffer.alloc(52_428_800, 0)]);
    const res = await post(seller, dialogFields, [
      { name: 'agentFile', filename: 'a.json', content: '{}' },
      { name: 'videoFile', filename: 'long.mp4', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ title: 'File Too Large', message: 'Video file must be under 50MB.' });
    expect(storedFiles()).toEqual([]);
    expect(await listingCount()).toBe(0);
    expect((await t.db.select({ n: count() }).from(videoUploads))[0]!.n).toBe(0);
  });

  it('needs a file: "Missing Required Fields"', async () => {
    const seller = await signUp(t.app);
    const res = await post(seller, dialogFields, []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      title: 'Missing Required Fields',
      message: 'Please fill in all required fields and upload a file.',
    });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ description: ' ' }, 'Description is required'],
    [{ price: '10000.01' }, 'Price cannot be more than $10,000.00'],
    [{ price: '-1' }, 'Price cannot be negative'],
    [{ price: 'abc' }, 'Price must be an amount like 19.99'],
    [{ platform: 'fax machine' }, 'Choose a platform from the list'],
    [{ useCase: 'knitting' }, 'Choose a use case from the list'],
  ])('refuses bad fields %j and deletes the stored file', async (patch, message) => {
    const seller = await signUp(t.app);
    const res = await post(seller, { ...dialogFields, ...patch }, [
      { name: 'file', filename: 'a.json', content: '{}' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(storedFiles()).toEqual([]);
    expect(await listingCount()).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await post(undefined, dialogFields, [{ name: 'file', filename: 'a.json', content: '{}' }]);
    expect(res.statusCode).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  it('sanitises the original file name', async () => {
    const seller = await signUp(t.app);
    const res = await post(seller, dialogFields, [
      { name: 'file', filename: '..\\..\\evil<name>.json', content: '{}' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().fileName).toBe('evilname.json');
  });
});
