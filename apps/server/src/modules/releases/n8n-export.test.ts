import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../db/demo/zip';
import { listingVersions } from '../../db/schema';
import { makeListing, makeSeller } from '../../test/factories';
import { asUser, createTestApp, multipart, type TestApp } from '../../test/test-app';
import { inspectBytes } from './file-inspection';
import { n8nReleaseOfFile, withN8nRelease } from './n8n-export';
import { legacyN8nWorkflow, n8nWorkflow } from './n8n-export.fixtures';
import { published } from './releases.fixtures';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const releaseOf = async (content: string | Buffer, fileName: string) =>
  n8nReleaseOfFile(await inspectBytes(Buffer.from(content), fileName), fileName);

describe('the n8n release an export needs', () => {
  it('is 1.0.0 for an export of n8n 1.x (execution order v1), alone or in an array', async () => {
    expect(await releaseOf(json(n8nWorkflow()), 'digest.json')).toBe('1.0.0');
    expect(await releaseOf(json([legacyN8nWorkflow(), n8nWorkflow()]), 'all.json')).toBe('1.0.0');
  });

  it('takes a release an export tool wrote, in the workflow or its meta, over the execution order', async () => {
    expect(await releaseOf(json(n8nWorkflow({ n8nVersion: '1.64.2' })), 'a.json')).toBe('1.64.2');
    const meta = { ...n8nWorkflow().meta, n8nVersion: 'v1.82' };
    expect(await releaseOf(json(n8nWorkflow({ meta })), 'a.json')).toBe('1.82.0');
  });

  it('reads the JSON members of a zip and keeps the highest release', async () => {
    const zip = zipOf({
      'workflows/digest.json': json(n8nWorkflow()),
      'workflows/report.json': json(n8nWorkflow({ n8nVersion: '1.70.1' })),
      'README.md': '# Import both workflows\n',
    });
    expect(await releaseOf(zip, 'bundle.zip')).toBe('1.70.1');
  });

  it('is null for files that are not n8n exports or do not tell', async () => {
    expect(await releaseOf(json(legacyN8nWorkflow()), 'old.json')).toBeNull();
    expect(await releaseOf(json({ nodes: [{ name: 'x' }], connections: {} }), 'x.json')).toBeNull();
    expect(await releaseOf(json({ flow: [], metadata: { version: 1 } }), 'make.json')).toBeNull();
    expect(await releaseOf('{ "nodes": [', 'broken.json')).toBeNull();
    expect(await releaseOf('print("hi")\n', 'agent.py')).toBeNull();
    expect(await releaseOf(zipOf({ 'main.py': 'print(1)\n' }), 'agent.zip')).toBeNull();
  });
});

describe('filling the platform version', () => {
  it('adds an n8n target, fills an empty one, and never changes what the seller wrote', () => {
    expect(withN8nRelease(null, '1.0.0')).toEqual({ targets: [{ platform: 'n8n', platformVersions: '>=1.0.0' }] });
    const json = { targets: [{ platform: 'json' as const, models: ['gpt-5'] }] };
    expect(withN8nRelease(json, '1.0.0')!.targets).toEqual([
      { platform: 'json', models: ['gpt-5'] },
      { platform: 'n8n', platformVersions: '>=1.0.0' },
    ]);
    const empty = { targets: [{ platform: 'n8n' as const, models: ['gpt-5'] }], tested: [] };
    expect(withN8nRelease(empty, '1.64.2')).toEqual({
      targets: [{ platform: 'n8n', models: ['gpt-5'], platformVersions: '>=1.64.2' }],
      tested: [],
    });
    const declared = { targets: [{ platform: 'n8n' as const, platformVersions: '^1.50.0' }] };
    expect(withN8nRelease(declared, '1.0.0')).toEqual(declared);
    expect(withN8nRelease(json, null)).toBe(json);
    const full = { targets: Array.from({ length: 20 }, () => ({ platform: 'json' as const })) };
    expect(withN8nRelease(full, '1.0.0')).toEqual(full);
  });
});

describe('publishing an n8n export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('stores the release the file needs when the seller declared none', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const file = { filename: 'gmail-to-slack.json', content: json(n8nWorkflow()) };
    const v = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'n8n 1.x' }, file);
    expect(v.compatibility).toEqual({ targets: [{ platform: 'n8n', platformVersions: '>=1.0.0' }] });

    const declared = { targets: [{ platform: 'n8n', platformVersions: '>=1.30.0 <2', models: ['gpt-5'] }] };
    const kept = await published(
      t.app,
      seller,
      listing.id,
      { version: '1.2.0', changelog: 'Declared', compatibility: JSON.stringify(declared) },
      { filename: 'gmail-to-slack.json', content: json(n8nWorkflow({ n8nVersion: '1.64.2' })) },
    );
    expect(kept.compatibility).toEqual(declared);
  });

  it('fills it on the create screen too, from a zip, next to the listing platform the seller chose', async () => {
    const seller = await makeSeller(t.app, t.db);
    const zip = zipOf({ 'digest.json': json(n8nWorkflow({ n8nVersion: '1.70.1' })), 'README.md': '# Setup\n' });
    const body = multipart(
      {
        title: 'Inbox digest for Slack',
        description: 'Posts an hourly digest of new mail to a Slack channel.',
        platform: 'json',
        price: '12.00',
        compatibility: JSON.stringify({ targets: [{ platform: 'json', models: ['gpt-5'] }] }),
      },
      [{ name: 'file', filename: 'digest.zip', content: zip }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(seller), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, res.json().id));
    expect(row!.compatibility).toEqual({
      targets: [
        { platform: 'json', models: ['gpt-5'] },
        { platform: 'n8n', platformVersions: '>=1.70.1' },
      ],
    });
  });
});
