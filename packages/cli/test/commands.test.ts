import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deviceMessages } from '@agentsy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingWithBuyers, published } from '../../../apps/server/src/modules/releases/releases.fixtures';
import { as, makeUser, type Session } from '../../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app';
import { credentialsPath } from '../src/credentials';
import { exitCodes } from '../src/exit-codes';
import { lockfileName } from '../src/lockfile';
import { agentsy, listenOnLoopback, signIn, tamperingProxy, terminal } from './harness';

let t: TestApp;
let server: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, lockfileName), 'utf8'));
const release = (seller: Session, listingId: string, version: string) =>
  published(
    t.app,
    seller,
    listingId,
    { version, changelog: `Release ${version}` },
    {
      filename: 'agent.json',
      content: JSON.stringify({ v: version }),
    },
  );
const decide = (buyer: Session, decision: 'approve' | 'deny', userCode: string) =>
  t.app.inject({ method: 'POST', url: `/api/cli/device/${decision}`, headers: as(buyer), payload: { userCode } });

describe('agentsy login', () => {
  it('polls at the interval, slows down when told, and keeps the token in a file only its owner reads', async () => {
    const buyer = await makeUser(t.app, t.db);
    const waits: number[] = [];
    const io = terminal({
      // The browser's approval comes while the command waits its third interval.
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length === 3) {
          const userCode = io.stdout.join('\n').match(/enter the code ([A-Z]{4}-[A-Z]{4})/)![1]!;
          expect((await decide(buyer, 'approve', userCode)).statusCode).toBe(200);
        }
      },
    });
    expect(await agentsy(io, server, 'login'), io.stderr.join('\n')).toBe(0);
    // The second poll came too soon (the test's sleep returns at once): slow_down made it 10 s.
    expect(waits).toEqual([5000, 5000, 10000]);
    expect(io.stdout[0]).toMatch(/^Open http:\/\/localhost:3000\/activate and enter the code [A-Z]{4}-[A-Z]{4}$/);
    expect(io.stdout.at(-1)).toContain(`Signed in to ${server}.`);
    expect(statSync(credentialsPath(io)).mode & 0o777).toBe(0o600);
    const { token } = JSON.parse(readFileSync(credentialsPath(io), 'utf8')).servers[server];
    const library = await t.app.inject({
      method: 'GET',
      url: '/api/v1/library',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(library.statusCode).toBe(200);

    expect(await agentsy(io, server, 'logout'), io.stderr.join('\n')).toBe(0);
    expect(io.stdout.at(-1)).toBe(`Signed out of ${server}; the token is revoked.`);
    expect(() => statSync(credentialsPath(io))).toThrow();
    const afterLogout = await t.app.inject({
      method: 'GET',
      url: '/api/v1/library',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().message).toBe('This token has been revoked.');
  });

  it('logout without the server forgets the file, says the token stays valid, and exits 6', async () => {
    const buyer = await makeUser(t.app, t.db);
    // A port nothing listens on: a server that took it has closed.
    const gone = await tamperingProxy(server, () => undefined);
    await gone.close();
    const io = terminal();
    await signIn(t, io, gone.url, buyer);
    const { token } = JSON.parse(readFileSync(credentialsPath(io), 'utf8')).servers[gone.url];
    expect(await agentsy(io, gone.url, 'logout')).toBe(exitCodes.unreachable);
    expect(() => statSync(credentialsPath(io))).toThrow();
    expect(io.stderr.join('\n')).toContain(`Cannot reach ${gone.url}`);
    expect(io.stderr.join('\n')).toContain(
      `the token stays valid until you revoke it under Settings › Security (${gone.url}/settings).`,
    );
    const library = await t.app.inject({
      method: 'GET',
      url: '/api/v1/library',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(library.statusCode).toBe(200);
  });

  it('stops with the server words and exit 9 when the approval is denied', async () => {
    const buyer = await makeUser(t.app, t.db);
    const io = terminal({
      sleep: async () => {
        const userCode = io.stdout.join('\n').match(/enter the code ([A-Z]{4}-[A-Z]{4})/)![1]!;
        await decide(buyer, 'deny', userCode);
      },
    });
    expect(await agentsy(io, server, 'login')).toBe(exitCodes.signInFailed);
    expect(io.stderr).toContain(deviceMessages.denied);
    expect(() => statSync(credentialsPath(io))).toThrow();
  });
});

describe('agentsy update', () => {
  it('leaves a pinned agent at its version and moves an unpinned one to the newest', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    await release(seller, listing.id, '1.1.0');
    const io = terminal();
    await signIn(t, io, server, buyers[0]!.session);
    expect(await agentsy(io, server, 'install', `${listing.id}@1.1.0`), io.stderr.join('\n')).toBe(0);
    expect(lockOf(io.dir).agents[listing.id]).toMatchObject({ version: '1.1.0', pinned: true });

    await release(seller, listing.id, '1.2.0');
    expect(await agentsy(io, server, 'update')).toBe(0);
    expect(lockOf(io.dir).agents[listing.id].version).toBe('1.1.0');
    expect(io.stdout.at(-1)).toContain('stays at 1.1.0 (pinned');

    // Installing without a version unpins; then update follows new releases.
    expect(await agentsy(io, server, 'install', listing.id)).toBe(0);
    await release(seller, listing.id, '1.3.0');
    expect(await agentsy(io, server, 'update', listing.id), io.stderr.join('\n')).toBe(0);
    const entry = lockOf(io.dir).agents[listing.id];
    expect(entry).toMatchObject({ version: '1.3.0' });
    expect(entry.pinned).toBeUndefined();
    expect(readFileSync(path.join(io.dir, entry.files[0].path), 'utf8')).toBe('{"v":"1.3.0"}');
  });
});

describe('agentsy verify', () => {
  it('passes an untouched folder, then finds a changed file (exit 1) and a hand-edited lockfile (exit 7)', async () => {
    const { listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const io = terminal();
    await signIn(t, io, server, buyers[0]!.session);
    expect(await agentsy(io, server, 'install', listing.id), io.stderr.join('\n')).toBe(0);
    expect(await agentsy(io, server, 'verify')).toBe(0);
    expect(io.stdout.at(-1)).toContain('Verified 1 agent(s)');

    const { path: installed } = lockOf(io.dir).agents[listing.id].files[0];
    const file = path.join(io.dir, installed);
    writeFileSync(file, `${readFileSync(file, 'utf8')} `);
    expect(await agentsy(io, server, 'verify')).toBe(exitCodes.tampered);
    expect(io.stderr).toContain(`${installed} has changed since it was installed.`);

    const lock = lockOf(io.dir);
    lock.agents[listing.id].sha256 = 'not a digest';
    writeFileSync(path.join(io.dir, lockfileName), JSON.stringify(lock));
    expect(await agentsy(io, server, 'verify')).toBe(exitCodes.badLockfile);
    expect(io.stderr.at(-1)).toMatch(
      /agentsy-lock\.json is not a valid lockfile: agents\..+\.sha256: a lowercase hex sha256/,
    );

    writeFileSync(path.join(io.dir, lockfileName), '{ "lockfileVersion": 1, ');
    expect(await agentsy(io, server, 'update')).toBe(exitCodes.badLockfile);
    expect(io.stderr.at(-1)).toContain('is not valid JSON');
  });

  it('finds a lock entry whose signature was replaced', async () => {
    const { listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const io = terminal();
    await signIn(t, io, server, buyers[0]!.session);
    expect(await agentsy(io, server, 'install', listing.id)).toBe(0);
    const lock = lockOf(io.dir);
    lock.agents[listing.id].signature = Buffer.alloc(64).toString('base64');
    writeFileSync(path.join(io.dir, lockfileName), JSON.stringify(lock));
    expect(await agentsy(io, server, 'verify')).toBe(exitCodes.tampered);
    expect(io.stderr.join('\n')).toContain('does not match its signed manifest');
  });
});

describe('agentsy list', () => {
  it('lists what the sign-in owns and what the folder has installed', async () => {
    const { listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const io = terminal();
    await signIn(t, io, server, buyers[0]!.session);
    expect(await agentsy(io, server, 'list')).toBe(0);
    expect(io.stdout.at(-1)).toContain(`${listing.id}`);
    expect(io.stdout.at(-1)).toContain('newest 1.0.0  not installed here');
    await agentsy(io, server, 'install', listing.id);
    await agentsy(io, server, 'list');
    expect(io.stdout.at(-1)).toContain('newest 1.0.0  installed 1.0.0');
  });
});
