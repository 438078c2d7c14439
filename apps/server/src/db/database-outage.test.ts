import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freePort } from '../test/server-process';
import { type DatabaseHandle, openPostgres } from './client';

/**
 * A PostgreSQL server of this test's own (stopping the shared one would fail other suites), on the
 * binaries the PostgreSQL stage installs; so it runs only there (TEST_DATABASE_URL set).
 */
const binDir = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
};
const asPostgres = (command: string, args: string[]) => {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
    stdio: 'pipe',
  });
};
const OUTAGE_MS = 10_000;
/** The most a request may take while the database is away. */
const FAIL_FAST_MS = 5_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the database goes away for 10 s under load', () => {
  // Made in beforeAll: a skipped describe still runs its body, and would leave them behind.
  let dir = '';
  let dataDir = '';
  let pgCtl: (action: 'start' | 'stop') => void;
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'agentsy-outage-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-outage-data-'));
    const data = path.join(dir, 'data');
    const bin = binDir();
    const port = await freePort();
    chmodSync(dir, 0o777);
    asPostgres(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    pgCtl = (action) =>
      asPostgres(`${bin}/pg_ctl`, [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-m',
        'fast',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        action,
      ]);
    pgCtl('start');
    handle = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, 5, { connectTimeoutMs: 1000 });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    app = await buildApp({ config, db: handle.db, listen: handle.listen, poolStats: handle.poolStats });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close().catch(() => {});
    try {
      pgCtl('stop');
    } catch {
      // already stopped by a failed test
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const timedGet = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    return { res, ms: performance.now() - started };
  };
  const timedPost = async (url: string, payload: object) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url, payload });
    return { res, ms: performance.now() - started };
  };
  const credentials = { email: 'outage@test.agentsy.dev', password: 'Quiet-Harbour-Lantern-93' };

  it('answers 503 fast with a reason, stays alive, is not ready, and serves again when it is back', async () => {
    expect((await timedGet('/api/listings')).res.statusCode).toBe(200);
    expect((await timedGet('/readyz')).res.statusCode).toBe(200);

    pgCtl('stop');
    const until = Date.now() + OUTAGE_MS;
    let rounds = 0;
    while (Date.now() < until) {
      // Load: several requests at once, more than the pool has connections.
      const [readyz, healthz, ...listings] = await Promise.all([
        timedGet('/readyz'),
        timedGet('/healthz'),
        ...Array.from({ length: 8 }, () => timedGet('/api/listings')),
        // Better Auth's own endpoints answer the same way, not with its generic 500.
        timedPost('/api/auth/sign-up/email', { name: 'Outage Olive', ...credentials }),
        timedPost('/api/auth/sign-in/email', credentials),
      ]);
      expect(healthz.res.statusCode).toBe(200);
      expect(readyz.res.statusCode).toBe(503);
      expect(readyz.res.json().checks.database.ok).toBe(false);
      for (const { res, ms } of listings) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: 'The database is unavailable right now. Please try again in a few seconds.',
        });
        expect(ms).toBeLessThan(FAIL_FAST_MS);
      }
      rounds += 1;
    }
    expect(rounds).toBeGreaterThan(1);

    pgCtl('start');
    // No restart of the app: the pool opens new connections on the next requests.
    const deadline = Date.now() + 15_000;
    let back = await timedGet('/api/listings');
    while (back.res.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await timedGet('/api/listings');
    }
    expect(back.res.statusCode).toBe(200);
    expect((await timedGet('/readyz')).res.statusCode).toBe(200);
    // Nothing of the refused sign-up was kept: the address signs up now.
    expect((await timedPost('/api/auth/sign-up/email', { name: 'Outage Olive', ...credentials })).res.statusCode).toBe(
      200,
    );
  }, 60_000);
});
