import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { query } from './support/database';
import { demoAccount } from './support/demo-accounts';
import { createVisitor } from './support/visitor';

/**
 * Every app process runs a worker of the scan queue (docs/decisions/058-scan-pipeline-queue.md).
 * Versions uploaded through nginx, so through either process, are each scanned exactly once, by
 * one of the two, within seconds, and then published.
 */
it('a scan queued through one process is done by either process exactly once', { timeout: 90_000 }, async () => {
  const seller = createVisitor();
  const { email, password } = demoAccount('seller');
  await seller.signIn(email, password);
  const stamp = Date.now();
  const uploads: { id: string; upstream: string }[] = [];
  for (let i = 0; i < 6; i += 1) {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: `Scanned once ${stamp}-${i}`,
      description: 'Uploaded through one app process, scanned by whichever claims it first',
      price: '5.00',
      platform: 'python',
      useCase: 'productivity',
    })) {
      form.append(k, v);
    }
    form.append('file', new Blob([`print(${i})\n`], { type: 'text/x-python' }), `agent_${i}.py`);
    const created = await seller.send('POST', '/api/listings', { body: form });
    expect(created.status, created.text).toBe(201);
    uploads.push({ id: created.json<{ id: string }>().id, upstream: created.upstream });
  }
  // Uploads went through both processes.
  expect(new Set(uploads.map((u) => u.upstream)).size).toBe(2);

  const ids = uploads.map((u) => u.id);
  const scans = () =>
    query<{ listing_id: string; status: string | null; attempts: number; locked_by: string | null }>(
      'primary',
      `select v.listing_id, s.status, s.attempts, s.locked_by
       from version_scans s join listing_versions v on v.id = s.version_id where v.listing_id = any($1)`,
      [ids],
    );
  await expect
    .poll(async () => (await scans()).filter((s) => s.status === 'clean').length, { timeout: 30_000 })
    .toBe(6);
  const rows = await scans();
  expect(rows).toHaveLength(6);
  expect(rows.every((r) => r.attempts === 1)).toBe(true);
  const clusterDir = inject('clusterDir');
  const pids = [1, 2].map((n) => readFileSync(path.join(clusterDir, `app-${n}.pid`), 'utf8').trim());
  for (const r of rows) expect(pids).toContain(r.locked_by!.split(':')[0]);

  // Clean, so published: each listing's first version is its current one.
  for (const id of ids) {
    const detail = await createVisitor().get(`/api/listings/${id}`);
    expect(detail.json<{ currentVersion: { version: string } | null }>().currentVersion?.version).toBe('1.0.0');
  }
});
