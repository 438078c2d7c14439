import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'agentsy-config-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

it('has working embedded defaults and keeps generated secrets across loads', () => {
  const first = loadConfig({ DATA_DIR });
  expect(first).toMatchObject({
    port: 3000,
    databaseUrl: undefined,
    seedDemo: true,
    publicUrl: 'http://localhost:3000',
  });
  expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ DATA_DIR }).sessionSecret).toBe(first.sessionSecret);
  expect(loadConfig({ DATA_DIR }).adminAccessCode).toBe(first.adminAccessCode);
});

it.each([
  [{ PORT: 'abc' }, /PORT/],
  [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
  [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
  [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100/],
  [{ DATABASE_POOL_SIZE: 'four' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100/],
  [{ DATABASE_JOBS_POOL_SIZE: '21' }, /DATABASE_JOBS_POOL_SIZE must be a whole number from 0 to 20/],
  [{ DATABASE_JOBS_POOL_SIZE: '-1' }, /DATABASE_JOBS_POOL_SIZE must be a whole number from 0 to 20/],
  [{ NOTICES_PACING_MS: 'soon' }, /NOTICES_PACING_MS must be a whole number from 0 to 60000/],
  [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/agentsy' }, /SESSION_SECRET: required/],
  [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL must be a URL/],
  [{ TRUST_PROXY: 'nginx' }, /TRUST_PROXY must be true, false, or the proxy addresses/],
  [{ DATABASE_READ_URL: 'postgres://replica/agentsy' }, /DATABASE_READ_URL: needs DATABASE_URL/],
  [{ SMTP_URL: 'https://mail.example.com' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
  [{ SCAN_THREADS: '0' }, /SCAN_THREADS must be a whole number from 1 to 16/],
  [{ SCAN_POLL_MS: 'often' }, /SCAN_POLL_MS must be a whole number from 0 to 60000/],
  [{ SCAN_RESCANS_PER_MINUTE: '0' }, /SCAN_RESCANS_PER_MINUTE must be a whole number from 1 to 10000/],
  [{ SCAN_NICE: '20' }, /SCAN_NICE must be a whole number from 0 to 19/],
  [{ SCAN_NICE: '-5' }, /SCAN_NICE must be a whole number from 0 to 19/],
  [{ SCAN_THREADS: '0' }, /SCAN_THREADS must be a whole number from 1 to 16/],
  [{ SCAN_POLL_MS: 'often' }, /SCAN_POLL_MS must be a whole number from 0 to 60000/],
  [{ SCAN_RESCANS_PER_MINUTE: '0' }, /SCAN_RESCANS_PER_MINUTE must be a whole number from 1 to 10000/],
])('names the bad setting %o', (env, message) => {
  expect(() => loadConfig({ DATA_DIR, ...env })).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR, ...env })).toThrow(message);
});

it('trusts X-Forwarded-* from everyone, no one, or only the listed proxy addresses', () => {
  expect(loadConfig({ DATA_DIR }).trustProxy).toBe(false);
  expect(loadConfig({ DATA_DIR, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ DATA_DIR, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
  ]);
});

it('sizes the PostgreSQL pool at 10 connections unless told', () => {
  expect(loadConfig({ DATA_DIR }).databasePoolSize).toBe(10);
  expect(loadConfig({ DATA_DIR, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
});

it('keeps one PostgreSQL connection apart for the notices fan-out unless told; 0 shares the pool', () => {
  expect(loadConfig({ DATA_DIR }).databaseJobsPoolSize).toBe(1);
  expect(loadConfig({ DATA_DIR, DATABASE_JOBS_POOL_SIZE: '0' }).databaseJobsPoolSize).toBe(0);
  expect(loadConfig({ DATA_DIR, DATABASE_JOBS_POOL_SIZE: '3' }).databaseJobsPoolSize).toBe(3);
});

it('lets the notices wait for busy requests up to a second a pass unless told; 0 never waits', () => {
  expect(loadConfig({ DATA_DIR }).noticesPacingMs).toBe(0);
  expect(loadConfig({ DATA_DIR, NOTICES_PACING_MS: '1000' }).noticesPacingMs).toBe(1000);
});

it('scans in every process once a second, one file at a time, unless told; tests drain the queue themselves', () => {
  expect(loadConfig({ DATA_DIR }).scan).toEqual({ threads: 1, pollMs: 1000, rescansPerMinute: 30, nice: 19 });
  expect(loadConfig({ DATA_DIR, NODE_ENV: 'test' }).scan.pollMs).toBe(0);
  expect(loadConfig({ DATA_DIR, SCAN_THREADS: '4', SCAN_POLL_MS: '2000' }).scan).toMatchObject({
    threads: 4,
    pollMs: 2000,
  });
  expect(loadConfig({ DATA_DIR, SCAN_NICE: '0' }).scan.nice).toBe(0);
});

it('runs the scheduled jobs unless JOBS=false', () => {
  expect(loadConfig({ DATA_DIR }).runJobs).toBe(true);
  expect(loadConfig({ DATA_DIR, JOBS: 'false' }).runJobs).toBe(false);
  expect(() => loadConfig({ DATA_DIR, JOBS: 'no' })).toThrow(/JOBS/);
});

it('does not seed demo data on a real PostgreSQL unless asked', () => {
  expect(loadConfig({ DATA_DIR, DATABASE_URL: 'postgres://db/agentsy' }).seedDemo).toBe(false);
  expect(loadConfig({ DATA_DIR, DATABASE_URL: 'postgres://db/agentsy', SEED_DEMO: 'true' }).seedDemo).toBe(true);
});

it('trusts the loopback names of the default address, and only PUBLIC_URL when it is set', () => {
  expect(loadConfig({ DATA_DIR, PORT: '4000' }).trustedOrigins).toEqual([
    'http://localhost:4000',
    'http://127.0.0.1:4000',
    'http://[::1]:4000',
  ]);
  expect(loadConfig({ DATA_DIR, PUBLIC_URL: 'https://agentsy.example/' }).trustedOrigins).toEqual([
    'https://agentsy.example',
  ]);
});

it('sends mail over SMTP only when SMTP_URL is set', () => {
  expect(loadConfig({ DATA_DIR }).smtpUrl).toBeUndefined();
  const config = loadConfig({
    DATA_DIR,
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    MAIL_FROM: 'Shop <a@b.test>',
  });
  expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@smtp.example.com:465', mailFrom: 'Shop <a@b.test>' });
});

it('names a bad metrics range or a short metrics token at start', () => {
  expect(() => loadConfig({ DATA_DIR, METRICS_ALLOW: '127.0.0.1/32,10.0.0.0/99' })).toThrow(
    /METRICS_ALLOW: not an address or range: 10\.0\.0\.0\/99/,
  );
  expect(() => loadConfig({ DATA_DIR, METRICS_ALLOW: 'localhost' })).toThrow(/METRICS_ALLOW/);
  expect(() => loadConfig({ DATA_DIR, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 24/);
  expect(() => loadConfig({ DATA_DIR, DATABASE_CONNECT_TIMEOUT_MS: '5s' })).toThrow(
    /DATABASE_CONNECT_TIMEOUT_MS must be a whole number/,
  );
});

it('has operating defaults: loopback metrics, shedding at 1 s of lag outside tests, 2 s to connect', () => {
  expect(loadConfig({ DATA_DIR })).toMatchObject({
    metrics: { allow: '127.0.0.1/32,::1/128', token: undefined },
    loadShed: { maxEventLoopDelayMs: 1000, retryAfterSeconds: 5 },
    databaseConnectTimeoutMs: 2000,
    databaseStatementTimeoutMs: 10_000,
    maxReplicaLagSeconds: 30,
    minFreeDiskBytes: 256 * 1024 * 1024,
    shutdownGraceMs: 20_000,
    shutdownDrainMs: 1000,
  });
  expect(loadConfig({ DATA_DIR, NODE_ENV: 'test' }).loadShed.maxEventLoopDelayMs).toBe(0);
  expect(loadConfig({ DATA_DIR, NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
  expect(loadConfig({ DATA_DIR, METRICS_ALLOW: 'none' }).metrics.allow).toBe('');
});

it('times requests: 180 s in all, 10 s for the headers, 30 s of silence in a body, none longer than the whole', () => {
  expect(loadConfig({ DATA_DIR }).timeouts).toEqual({ requestMs: 180_000, headersMs: 10_000, bodyIdleMs: 30_000 });
  expect(
    loadConfig({ DATA_DIR, REQUEST_TIMEOUT_MS: '3000', HEADERS_TIMEOUT_MS: '1000', BODY_IDLE_TIMEOUT_MS: '1000' })
      .timeouts,
  ).toEqual({ requestMs: 3000, headersMs: 1000, bodyIdleMs: 1000 });
  expect(() => loadConfig({ DATA_DIR, BODY_IDLE_TIMEOUT_MS: '0' })).toThrow(
    /BODY_IDLE_TIMEOUT_MS must be a whole number/,
  );
  expect(() => loadConfig({ DATA_DIR, REQUEST_TIMEOUT_MS: '5000' })).toThrow(
    /must not be longer than REQUEST_TIMEOUT_MS/,
  );
});
