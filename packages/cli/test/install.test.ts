import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { downloadMessages } from '@agentsy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingWithBuyers, published } from '../../../apps/server/src/modules/releases/releases.fixtures';
import { as, makeUser } from '../../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app';
import { exitCodes } from '../src/exit-codes';
import { lockfileName } from '../src/lockfile';
import { agentsy, flipFirstByte, listenOnLoopback, signIn, tamperingProxy, terminal } from './harness';

let t: TestApp;
let server: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const contents = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, lockfileName), 'utf8'));

/** A bought agent at 1.0.0 and 1.1.0, and a terminal signed in as its buyer. */
const boughtAgent = async () => {
  const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
  await published(
    t.app,
    seller,
    listing.id,
    { version: '1.1.0', changelog: 'Faster' },
    {
      filename: 'agent.json',
      content: '{"v":"1.1"}',
    },
  );
  const io = terminal();
  await signIn(t, io, server, buyers[0]!.session);
  return { seller, listing, buyer: buyers[0]!, io };
};

describe('agentsy install', () => {
  it('writes the newest version under DIR/<slug>/ and a lockfile matching the signed manifest', async () => {
    const { listing, io } = await boughtAgent();
    expect(await agentsy(io, server, 'install', listing.id), io.stderr.join('\n')).toBe(0);

    const lock = lockOf(io.dir);
    const manifest = (
      await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/versions/1.1.0/manifest` })
    ).json();
    const [slug] = readdirSync(io.dir).filter((name) => name !== lockfileName);
    const written = readFileSync(path.join(io.dir, slug!, 'agent.json'));
    expect(written.toString()).toBe('{"v":"1.1"}');
    expect(lock).toEqual({
      lockfileVersion: 1,
      registry: server,
      agents: {
        [listing.id]: {
          version: '1.1.0',
          sha256: sha256(written),
          keyId: manifest.keyId,
          signature: manifest.signature,
          files: [{ path: `${slug}/agent.json`, sha256: sha256(written), size: written.length }],
        },
      },
    });
    expect(manifest.manifest.sha256).toBe(sha256(written));
    // No temp file is left beside them.
    expect(readdirSync(io.dir).sort()).toEqual([lockfileName, slug].sort());
  });

  it('refuses an agent the signed-in person has not bought: 403 words, exit 4, nothing written', async () => {
    const { listing } = await listingWithBuyers(t.app, t.db, 0);
    const io = terminal();
    await signIn(t, io, server, await makeUser(t.app, t.db));
    expect(await agentsy(io, server, 'install', listing.id)).toBe(exitCodes.notPurchased);
    expect(io.stderr.join('\n')).toContain(downloadMessages.noAccess);
    expect(existsSync(io.dir)).toBe(false);
  });

  it('names a withdrawn version with the reason the seller gave, exit 5', async () => {
    const { seller, listing, io } = await boughtAgent();
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/versions/1.0.0/revoke`,
      headers: as(seller),
      payload: { reason: 'It sent the inbox to the wrong address' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await agentsy(io, server, 'install', `${listing.id}@1.0.0`)).toBe(exitCodes.revoked);
    expect(io.stderr).toContain('Version 1.0.0 was withdrawn: It sent the inbox to the wrong address');
    expect(existsSync(io.dir)).toBe(false);
  });

  it('says when nobody is signed in (exit 3) and when the server cannot be reached (exit 6)', async () => {
    const io = terminal();
    expect(await agentsy(io, server, 'install', 'anything')).toBe(exitCodes.notSignedIn);
    expect(io.stderr.join('\n')).toContain(`Not signed in to ${server}. Run \`agentsy login\` first.`);

    // A port nothing listens on: the app's own, after a server that took it has closed.
    const gone = await tamperingProxy(server, () => undefined);
    await gone.close();
    const offline = terminal();
    await signIn(t, offline, gone.url, await makeUser(t.app, t.db));
    expect(await agentsy(offline, gone.url, 'install', 'anything')).toBe(exitCodes.unreachable);
    expect(offline.stderr.join('\n')).toContain(`Cannot reach ${gone.url}`);
    expect(existsSync(offline.dir)).toBe(false);
  });

  it('draws a progress bar for a download over 1 MB, and none for a small one', async () => {
    const { seller, listing, buyer, io } = await boughtAgent();
    const drawn: string[] = [];
    const terminalStream = Object.assign(
      new Writable({
        write: (chunk, _encoding, done) => {
          drawn.push(chunk.toString());
          done();
        },
      }),
      { isTTY: true, columns: 100 },
    );
    const small = terminal({ progressStream: terminalStream });
    await signIn(t, small, server, buyer.session);
    expect(await agentsy(small, server, 'install', listing.id)).toBe(0);
    expect(drawn.join('')).toBe('');

    const big = `{"padding":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    await published(
      t.app,
      seller,
      listing.id,
      { version: '2.0.0', changelog: 'Bigger' },
      {
        filename: 'agent.json',
        content: big,
      },
    );
    expect(await agentsy(small, server, 'update')).toBe(0);
    expect(drawn.join('')).toContain(`100% ${big.length}/${big.length} bytes`);
    expect(io).toBeDefined();
  });

  it('asks for a new sign-in when the token was revoked in Settings (exit 3)', async () => {
    const { listing, buyer, io } = await boughtAgent();
    const listed = await t.app.inject({ method: 'GET', url: '/api/cli/tokens', headers: as(buyer.session) });
    for (const { id } of listed.json().tokens) {
      await t.app.inject({ method: 'DELETE', url: `/api/cli/tokens/${id}`, headers: as(buyer.session) });
    }
    expect(await agentsy(io, server, 'install', listing.id)).toBe(exitCodes.notSignedIn);
    expect(io.stderr).toContain(`Your sign-in to ${server} has expired or was revoked. Run \`agentsy login\` again.`);
    expect(contents(io.dir)).toEqual([]);
  });

  it('refuses a folder name from the library that would leave the install folder', async () => {
    const { listing, buyer } = await boughtAgent();
    const leaveFolder = (body: Buffer) => Buffer.from(body.toString().replace(/"slug":"[^"]*"/, '"slug":"../escaped"'));
    const proxy = await tamperingProxy(server, (url) => (url === '/api/v1/library' ? leaveFolder : undefined));
    try {
      const io = terminal();
      await signIn(t, io, proxy.url, buyer.session);
      expect(await agentsy(io, proxy.url, 'install', listing.id)).toBe(exitCodes.serverError);
      expect(io.stderr.join('\n')).toContain('named the folder "../escaped", which is not a plain name.');
      expect(contents(path.dirname(io.dir))).not.toContain('escaped');
      expect(contents(io.dir)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('writes nothing and exits 1 when a byte of the download is changed on the way', async () => {
    const { listing, buyer } = await boughtAgent();
    const proxy = await tamperingProxy(server, (url) =>
      url.startsWith('/api/downloads/') ? flipFirstByte : undefined,
    );
    try {
      const io = terminal();
      await signIn(t, io, proxy.url, buyer.session);
      expect(await agentsy(io, proxy.url, 'install', listing.id), io.stderr.join('\n')).toBe(exitCodes.tampered);
      expect(io.stderr.join('\n')).toContain('does not match its signed manifest');
      expect(contents(io.dir)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('writes nothing and exits 1 when the manifest is changed to match changed bytes', async () => {
    const { listing, buyer } = await boughtAgent();
    const forged = sha256(flipFirstByte(Buffer.from('{"v":"1.1"}')));
    const forgeManifest = (body: Buffer) => {
      const signed = JSON.parse(body.toString());
      signed.canonical = signed.canonical.replace(signed.manifest.sha256, forged);
      signed.manifest.sha256 = forged;
      return Buffer.from(JSON.stringify(signed));
    };
    const proxy = await tamperingProxy(server, (url) =>
      url.startsWith('/api/downloads/') ? flipFirstByte : url.endsWith('/manifest') ? forgeManifest : undefined,
    );
    try {
      const io = terminal();
      await signIn(t, io, proxy.url, buyer.session);
      expect(await agentsy(io, proxy.url, 'install', listing.id)).toBe(exitCodes.tampered);
      expect(io.stderr.join('\n')).toContain('the signature does not match. Nothing was written.');
      expect(contents(io.dir)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
