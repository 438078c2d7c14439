import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, inject, it } from 'vitest';
import { buy } from './support/checkout';
import { demoAccount } from './support/demo-accounts';
import { createVisitor } from './support/visitor';

const run = promisify(execFile);
const command = path.resolve(import.meta.dirname, '../../packages/cli/dist/agentsy.mjs');

/**
 * The `agentsy` command (packages/cli) against the cluster: a buyer token from the device flow,
 * then install and verify through nginx, so the signed link, the manifest and the keys document
 * may each come from a different app process and must agree.
 */
it('installs and verifies a bought agent through nginx with a device-flow token', async () => {
  const server = inject('clusterUrl');
  const seller = createVisitor();
  const s = demoAccount('seller');
  await seller.signIn(s.email, s.password);
  const form = new FormData();
  const title = `Installed Agent ${randomUUID().slice(0, 8)}`;
  for (const [k, v] of Object.entries({
    title,
    description: 'Installed with the agentsy command through both processes',
    price: '4.00',
    platform: 'json',
    useCase: 'productivity',
  })) {
    form.append(k, v);
  }
  const agent = JSON.stringify({ name: title, steps: ['read', 'answer'] });
  form.append('file', new Blob([agent]), 'agent.json');
  const created = await seller.send('POST', '/api/listings', { body: form });
  expect(created.status, created.text).toBe(201);
  const listingId = created.json<{ id: string }>().id;

  const buyer = createVisitor();
  const signUp = await buyer.post('/api/auth/sign-up/email', {
    name: 'Command Line Buyer',
    email: `cli-${randomUUID()}@cluster.agentsy.test`,
    password: 'correct horse battery',
  });
  expect(signUp.status, signUp.text).toBe(200);
  await buy(buyer, listingId);
  // The upload is checked by whichever process's worker claims it; downloads wait for the result.
  const scan = `/api/listings/${listingId}/versions/1.0.0/scan`;
  await expect
    .poll(async () => (await buyer.get(scan)).json<{ finishedAt?: string | null }>().finishedAt ?? null, {
      timeout: 60_000,
    })
    .not.toBeNull();

  const device = createVisitor();
  const started = await device.post('/api/cli/device', {});
  expect(started.status, started.text).toBe(200);
  const { deviceCode, userCode } = started.json<{ deviceCode: string; userCode: string }>();
  const approved = await buyer.post('/api/cli/device/approve', { userCode });
  expect(approved.status, approved.text).toBeLessThan(300);
  const issued = await device.post('/api/cli/token', { deviceCode });
  expect(issued.status, issued.text).toBe(200);
  const signIn = issued.json<{ token: string; expiresAt: string }>();

  const home = mkdtempSync(path.join(tmpdir(), 'agentsy-home-'));
  writeFileSync(path.join(home, 'credentials.json'), JSON.stringify({ servers: { [server]: signIn } }), {
    mode: 0o600,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-dir-'));
  const env = { ...process.env, AGENTSY_HOME: home };
  await run(process.execPath, [command, 'install', listingId, '--dir', dir, '--server', server], { env });

  const lock = JSON.parse(readFileSync(path.join(dir, 'agentsy-lock.json'), 'utf8'));
  const entry = lock.agents[listingId];
  expect(entry.version).toBe('1.0.0');
  const [file] = entry.files as { path: string }[];
  expect(readFileSync(path.join(dir, file!.path), 'utf8')).toBe(agent);
  const verified = await run(process.execPath, [command, 'verify', '--dir', dir], { env });
  expect(verified.stdout).toContain('Verified 1 agent(s)');

  // A changed byte is caught whichever process answers the manifest.
  writeFileSync(path.join(dir, file!.path), agent.replace('answer', 'Answer'));
  const tampered = await run(process.execPath, [command, 'verify', '--dir', dir], { env }).catch((e) => e);
  expect(tampered.code).toBe(1);
});
