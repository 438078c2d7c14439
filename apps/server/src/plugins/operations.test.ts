import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { createJobRunner, defineJob } from '../jobs/job-runner';
import { listenOnFreePort } from '../test/event-stream';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN, METRICS_ALLOW: '127.0.0.1/32,::1' } });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series, e.g. `sse_open_streams` or `db_pool_connections{state="total"}`. */
const seriesValue = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('keeps a well-formed X-Request-Id from the proxy and echoes it, errors included', async () => {
  const id = '4f1c2a9be07d4e8f9a1b2c3d4e5f6a7b';
  const ok = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
  expect(ok.headers['x-request-id']).toBe(id);
  const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': id } });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['x-request-id']).toBe(id);
  expect(missing.json().requestId).toBe(id);
});

it('replaces a malformed or missing request id with a new one', async () => {
  for (const given of ['short', 'has spaces in it', `x${'a'.repeat(80)}`, '"><script>', undefined]) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    const echoed = res.headers['x-request-id'];
    expect(echoed, String(given)).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(echoed);
  }
});

it('counts requests by route pattern, never by raw URL', async () => {
  await t.app.inject({ method: 'GET', url: '/api/listings/00000000-0000-4000-8000-000000000001' });
  await t.app.inject({ method: 'GET', url: '/api/listings/00000000-0000-4000-8000-000000000002' });
  const body = await scrape();
  expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/listings\/:id",status="\d{3}"\} 2/);
  expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/listings\/:id"\} 2/);
  expect(body).not.toContain('00000000-0000-4000-8000-000000000001');
  expect(body).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
});

it('reports the pool, the open event streams, the mail backlog and job runs', async () => {
  const user = await signUp(t.app);
  await t.app.mail.queueAlone({ userId: user.id, template: 'passwordChanged', data: {} });
  const [pending] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from mail_outbox where status = 'pending'`),
  );
  expect(pending!.n).toBeGreaterThan(0);

  const base = await listenOnFreePort(t.app);
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/events`, {
    headers: { cookie: user.cookie, 'x-request-id': 'nginx-req-0123456789' },
    signal: controller.signal,
  });
  expect(stream.headers.get('x-request-id')).toBe('nginx-req-0123456789');

  const runner = createJobRunner({
    db: t.db,
    log: t.app.log,
    jobs: [
      defineJob({
        name: 'metrics-probe',
        schedule: '0 0 1 1 *',
        leaseMs: 60_000,
        maxAttempts: 1,
        backoffMs: () => 0,
        run: async () => ({ done: 1 }),
      }),
    ],
    onRunFinished: t.app.metrics.observeJobRun,
  });
  await runner.runNow('metrics-probe');

  const body = await scrape();
  controller.abort();
  expect(seriesValue(body, 'sse_open_streams')).toBe(1);
  expect(seriesValue(body, 'mail_outbox_pending')).toBe(pending!.n);
  expect(seriesValue(body, 'mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  expect(seriesValue(body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  expect(seriesValue(body, 'db_pool_connections{state="waiting"}')).toBe(0);
  expect(seriesValue(body, 'job_runs_total{job="metrics-probe",outcome="succeeded"}')).toBe(1);
  expect(seriesValue(body, 'job_run_duration_seconds_count{job="metrics-probe"}')).toBe(1);
  expect(body).toContain('process_cpu_seconds_total');
});

it('serves /metrics only to allowed addresses that were not relayed, or with the token', async () => {
  const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
  expect((await get({})).statusCode).toBe(200);
  expect((await get({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  const outside = await get({}, '203.0.113.9');
  expect(outside.statusCode).toBe(403);
  expect(outside.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
  expect(outside.body).not.toContain('http_requests_total');
  // Behind nginx every request comes from loopback: a relayed one needs the token.
  expect((await get({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
  expect((await get({ authorization: 'Bearer wrong-token-0123456789abcdef' }, '203.0.113.9')).statusCode).toBe(403);
  expect((await get({ authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  expect((await get({ authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(
    200,
  );
});
