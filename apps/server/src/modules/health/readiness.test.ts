import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage, type Storage } from '../../storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { replicaLagSeconds } from './health.repo';

describe('a process whose database and store answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready, with each check timed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true, ms: expect.any(Number) }, storage: { ok: true } },
    });
    expect(res.json().checks.replica).toBeUndefined();
  });

  it('is not ready once it is shutting down, though it still answers what reaches it', async () => {
    const draining = vi.spyOn(t.app.inFlight, 'draining').mockReturnValue(true);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Not ready: shutting down', code: 'SERVICE_UNAVAILABLE' });
      expect((await t.app.inject({ method: 'GET', url: '/api/listings?limit=1' })).statusCode).toBe(200);
    } finally {
      draining.mockRestore();
    }
  });

  it('reads a lag of 0 from a server that is not a replica', async () => {
    expect(await replicaLagSeconds(t.db)).toBe(0);
  });
});

describe('a process whose upload store fails and whose replica lags', () => {
  let t: TestApp;
  let lag = 120;
  beforeAll(async () => {
    t = await createTestApp({
      // Built on the test's own data dir afterwards; only `exists` matters here.
      storage: {
        ...createStorage({ s3: undefined, dataDir: '/nonexistent' } as never),
        exists: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
        },
      } satisfies Storage,
      readReplica: { lagSeconds: async () => lag },
    });
  });
  afterAll(() => t.close());

  it('is not ready, says which checks failed, and stays alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      status: 'not ready',
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: storage, replica unavailable',
      requestId: expect.any(String),
      checks: {
        database: { ok: true },
        storage: { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:9000' },
        replica: { ok: false, error: 'replica is 120.0 s behind' },
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts a replica within READY_MAX_REPLICA_LAG_S (30 s by default) as ready', async () => {
    lag = 3;
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json().checks.replica).toMatchObject({ ok: true, lagSeconds: 3 });
    expect(res.json().checks.storage.ok).toBe(false);
  });
});
