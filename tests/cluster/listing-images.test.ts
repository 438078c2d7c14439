import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { BUCKET } from '../../scripts/cluster/object-storage';
import { demoAccount } from './support/demo-accounts';
import { createVisitor, fromAnotherProcess } from './support/visitor';

const AGENT = Buffer.from(JSON.stringify({ name: 'Cover checker', steps: ['look'] }));

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
const filesUnder = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
};

type Image = { id: string; width: number; urls: { width: number; url: string }[] };

describe('listing images in the cluster', () => {
  it('an image uploaded through one process is served at every width by the other, from S3, cached for good', async () => {
    const seller = createVisitor();
    const { email, password } = demoAccount('seller');
    await seller.signIn(email, password);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Cluster Cover Check',
      description: 'A listing whose cover is stored once and read by both processes',
      price: '4.00',
      platform: 'python',
      useCase: 'productivity',
    })) {
      form.append(k, v);
    }
    form.append('file', new Blob([AGENT], { type: 'application/json' }), 'agent.json');
    const created = await seller.send('POST', '/api/listings', { body: form });
    expect(created.status, created.text).toBe(201);
    const listingId = created.json<{ id: string }>().id;

    // Wide enough for every width; the server never enlarges a picture.
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('alt', 'A blue cover');
    upload.append('image', new Blob([png], { type: 'image/png' }), 'cover.png');
    const added = await seller.send('POST', `/api/listings/${listingId}/images`, { body: upload });
    expect(added.status, added.text).toBe(201);
    const [image] = added.json<{ images: Image[] }>().images;
    expect(image?.urls.map((u) => u.width)).toEqual([320, 640, 960, 1280]);

    for (const { width, url } of image!.urls) {
      const file = await fromAnotherProcess(added.upstream, () => createVisitor().get(url));
      expect(file.status, url).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }

    // The variants live in the shared bucket, not in either process's own folder.
    const clusterDir = inject('clusterDir');
    const stored = filesUnder(path.join(clusterDir, 's3', BUCKET)).filter((f) => f.includes(image!.id));
    for (const width of [320, 640, 960, 1280]) {
      expect(stored.some((f) => f.includes(`${width}.webp`))).toBe(true);
    }
    for (const app of ['app-1', 'app-2']) {
      expect(filesUnder(path.join(clusterDir, app)).filter((f) => f.includes(image!.id))).toEqual([]);
    }

    // The listing payload read through the other process has the cover too.
    const listing = await fromAnotherProcess(added.upstream, () => seller.get(`/api/listings/${listingId}`));
    expect(listing.json<{ images: Image[] }>().images.map((i) => i.id)).toEqual([image!.id]);
  });
});
