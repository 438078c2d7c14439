import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ListingVersion } from '@agentsy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../../apps/server/src/db/demo/zip';
import { publishVersionRow } from '../../../apps/server/src/modules/releases/publish-row';
import { listingWithBuyers, published } from '../../../apps/server/src/modules/releases/releases.fixtures';
import type { Session } from '../../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app';
import { exitCodes } from '../src/exit-codes';
import { lockfileName } from '../src/lockfile';
import { agentsy, listenOnLoopback, signIn, terminal } from './harness';

let t: TestApp;
let server: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, lockfileName), 'utf8'));
const contents = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** A zip version, published and signed whatever its scan said: what a scan that missed it would serve. */
const releaseZip = async (seller: Session, listingId: string, version: string, files: Record<string, string>) => {
  const stored = await published(
    t.app,
    seller,
    listingId,
    { version, changelog: `Release ${version}` },
    { filename: 'agent.zip', content: zipOf(files) },
  );
  if (!stored.publishedAt) await publishVersionRow(t.db, stored.id);
  return stored as ListingVersion;
};

/** A bought agent whose newest version is a zip, and a terminal signed in as its buyer. */
const boughtZipAgent = async (files: Record<string, string>) => {
  const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
  await releaseZip(seller, listing.id, '1.1.0', files);
  const io = terminal();
  await signIn(t, io, server, buyers[0]!.session);
  return { seller, listing, io };
};

describe('a zip agent', () => {
  it('is unpacked into DIR/<slug>/ with every file in the lock, and update replaces the folder', async () => {
    const { seller, listing, io } = await boughtZipAgent({
      'prompt.md': 'Be brief.',
      'tools/run.py': 'print(1)',
      'tools/old.txt': 'gone in 1.2.0',
    });
    expect(await agentsy(io, server, 'install', listing.id), io.stderr.join('\n')).toBe(0);

    const [slug] = contents(io.dir).filter((name) => name !== lockfileName);
    const folder = path.join(io.dir, slug!);
    expect(readFileSync(path.join(folder, 'prompt.md'), 'utf8')).toBe('Be brief.');
    expect(readFileSync(path.join(folder, 'tools', 'run.py'), 'utf8')).toBe('print(1)');
    expect(contents(folder)).toEqual(['prompt.md', 'tools']);
    const entry = lockOf(io.dir).agents[listing.id];
    expect(entry.version).toBe('1.1.0');
    expect(entry.files).toEqual([
      { path: `${slug}/prompt.md`, sha256: sha256('Be brief.'), size: 9 },
      { path: `${slug}/tools/old.txt`, sha256: sha256('gone in 1.2.0'), size: 13 },
      { path: `${slug}/tools/run.py`, sha256: sha256('print(1)'), size: 8 },
    ]);
    // The lock keeps the sha256 of the signed archive itself; no temp file or archive is left.
    const manifest = (
      await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/versions/1.1.0/manifest` })
    ).json();
    expect(entry.sha256).toBe(manifest.manifest.sha256);
    expect(contents(io.dir)).toEqual([lockfileName, slug].sort());
    expect(await agentsy(io, server, 'verify'), io.stderr.join('\n')).toBe(0);

    await releaseZip(seller, listing.id, '1.2.0', { 'prompt.md': 'Be briefer.', 'tools/run.py': 'print(2)' });
    expect(await agentsy(io, server, 'update'), io.stderr.join('\n')).toBe(0);
    expect(readFileSync(path.join(folder, 'prompt.md'), 'utf8')).toBe('Be briefer.');
    expect(contents(path.join(folder, 'tools'))).toEqual(['run.py']);
    expect(lockOf(io.dir).agents[listing.id].files.map((f: { path: string }) => f.path)).toEqual([
      `${slug}/prompt.md`,
      `${slug}/tools/run.py`,
    ]);
    expect(contents(io.dir)).toEqual([lockfileName, slug].sort());
    expect(await agentsy(io, server, 'verify'), io.stderr.join('\n')).toBe(0);
  });

  it('with a member that climbs out of its folder writes nothing and exits 1', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const io = terminal();
    await signIn(t, io, server, buyers[0]!.session);
    // 1.0.0 is installed; the update to a zip with `../escaped.txt` must leave it as it was.
    expect(await agentsy(io, server, 'install', listing.id), io.stderr.join('\n')).toBe(0);
    const before = contents(io.dir);
    const lockBefore = readFileSync(path.join(io.dir, lockfileName), 'utf8');
    await releaseZip(seller, listing.id, '1.1.0', { 'prompt.md': 'fine', '../escaped.txt': 'outside' });

    expect(await agentsy(io, server, 'update')).toBe(exitCodes.tampered);
    expect(io.stderr.join('\n')).toContain(
      'agent.zip cannot be unpacked safely: the member "../escaped.txt" climbs out of its folder with "..". Nothing was written.',
    );
    expect(contents(io.dir)).toEqual(before);
    expect(readFileSync(path.join(io.dir, lockfileName), 'utf8')).toBe(lockBefore);
    expect(existsSync(path.join(io.dir, 'escaped.txt'))).toBe(false);
    expect(existsSync(path.join(path.dirname(io.dir), 'escaped.txt'))).toBe(false);

    const fresh = terminal();
    await signIn(t, fresh, server, buyers[0]!.session);
    expect(await agentsy(fresh, server, 'install', listing.id)).toBe(exitCodes.tampered);
    expect(contents(fresh.dir)).toEqual([]);
    expect(contents(path.dirname(fresh.dir))).toEqual(['agents', 'home']);
  });

  it('fails verify when an unpacked file is changed, and when the lock is edited to match it', async () => {
    const { listing, io } = await boughtZipAgent({ 'prompt.md': 'Be brief.', 'tools/run.py': 'print(1)' });
    expect(await agentsy(io, server, 'install', listing.id), io.stderr.join('\n')).toBe(0);
    const lock = lockOf(io.dir);
    const changed = lock.agents[listing.id].files[1].path as string;
    writeFileSync(path.join(io.dir, changed), 'print("changed")');
    expect(await agentsy(io, server, 'verify')).toBe(exitCodes.tampered);
    expect(io.stderr).toContain(`${changed} has changed since it was installed.`);

    lock.agents[listing.id].files[1].sha256 = sha256('print("changed")');
    lock.agents[listing.id].files[1].size = 16;
    writeFileSync(path.join(io.dir, lockfileName), JSON.stringify(lock));
    io.stderr.length = 0;
    expect(await agentsy(io, server, 'verify')).toBe(exitCodes.tampered);
    expect(io.stderr.join('\n')).toContain(`The lock entry of ${listing.id}@1.1.0 does not match its signed manifest.`);
    expect(io.stderr.join('\n')).not.toContain('has changed since it was installed');
  });
});
