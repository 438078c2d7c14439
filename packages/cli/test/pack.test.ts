import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../../apps/server/src/db/demo/zip';
import { listingWithBuyers, published } from '../../../apps/server/src/modules/releases/releases.fixtures';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app';
import { saveSignIn } from '../src/credentials';
import { buyerToken, listenOnLoopback, terminal } from './harness';

// Asynchronous: the server answering the packed command runs in this process.
const exec = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');

let t: TestApp;
let server: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenOnLoopback(t);
});
afterAll(() => t?.close());

describe('the published package', () => {
  it('installs from its tarball with no network and runs with only Node', { timeout: 180_000 }, async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'agentsy-pack-'));
    await exec('npm', ['pack', '--pack-destination', work, '--silent'], { cwd: packageDir });
    const [tarball] = readdirSync(work).filter((name) => name.endsWith('.tgz'));
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});

    const project = path.join(work, 'project');
    await exec('mkdir', [project]);
    writeFileSync(path.join(project, 'package.json'), '{ "name": "buyer-project", "private": true }\n');
    await exec('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(work, tarball!)], {
      cwd: project,
    });
    const bin = path.join(project, 'node_modules', '.bin', 'agentsy');

    const help = await exec(bin, ['--help'], { cwd: project });
    for (const command of ['login', 'logout', 'install', 'update', 'verify', 'list']) {
      expect(help.stdout).toContain(command);
    }

    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    // A zip version, so the bundled zip reader is what unpacks it.
    await published(
      t.app,
      seller,
      listing.id,
      { version: '1.1.0', changelog: 'Zipped' },
      { filename: 'agent.zip', content: zipOf({ 'prompt.md': 'Be brief.' }) },
    );
    const io = terminal();
    saveSignIn(io, server, await buyerToken(t, buyers[0]!.session));
    const env = { ...process.env, AGENTSY_HOME: io.env.AGENTSY_HOME, AGENTSY_SERVER: server };
    const installed = await exec(bin, ['install', listing.id], { cwd: project, env });
    expect(installed.stdout).toContain('Installed');
    const lock = JSON.parse(readFileSync(path.join(project, 'agentsy-lock.json'), 'utf8'));
    expect(lock.agents[listing.id].version).toBe('1.1.0');
    const [file] = lock.agents[listing.id].files;
    expect(readFileSync(path.join(project, file.path), 'utf8')).toBe('Be brief.');
    expect((await exec(bin, ['verify'], { cwd: project, env })).stdout).toContain('Verified 1 agent(s)');
  });
});
