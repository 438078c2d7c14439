import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import type { Storage } from '../storage';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  storage: Storage;
  dataDir: string;
  kind: DatabaseHandle['kind'];
  /** Empties every table and the upload folder; cheaper than a new database per test. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/** A fresh database on the server behind TEST_DATABASE_URL, dropped again by `drop`. */
const createScratchPostgres = async (baseUrl: string) => {
  const name = `agentsy_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { handle, drop };
};

/**
 * The whole app on a fresh in-memory PGlite, or on a fresh database of the PostgreSQL server in
 * TEST_DATABASE_URL, with DATA_DIR in a temp folder. Share one per test file.
 */
export const createTestApp = async (
  options: { env?: Record<string, string>; storage?: Storage } = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const baseUrl = process.env.TEST_DATABASE_URL;
  const scratch = baseUrl ? await createScratchPostgres(baseUrl) : undefined;
  const handle = scratch?.handle ?? (await openPglite(undefined));
  const app = await buildApp({ config, db: handle.db, storage: options.storage });
  await app.ready();
  const uploads = path.join(dataDir, 'uploads');

  return {
    app,
    db: handle.db,
    config,
    storage: app.storage,
    dataDir,
    kind: handle.kind,
    reset: async () => {
      await handle.db.execute(
        sql`truncate favorites, reviews, agent_requests, listings, video_uploads, sessions, accounts, verifications, rate_limits, contact_messages, feedback_submissions, users cascade`,
      );
      rmSync(uploads, { recursive: true, force: true });
    },
    close: async () => {
      await app.close();
      await handle.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

let counter = 0;

/** Signs a new user up and returns the Cookie header that carries the session. */
export const signUp = async (
  app: FastifyInstance,
  user: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; id: string; email: string }> => {
  counter += 1;
  const email = user.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: user.name ?? `Test User${counter}`, email, password: user.password ?? 'correct horse battery' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookies = res.headers['set-cookie'];
  const list = Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  const cookie = list.map((c) => c.split(';')[0]).join('; ');
  return { cookie, id: (res.json() as { user: { id: string } }).user.id, email };
};

/** Headers for a request as the signed-in user. */
export const asUser = (session: { cookie: string }) => ({ cookie: session.cookie });

export type FilePart = { name: string; filename: string; content: Buffer | string; contentType?: string };

/** A multipart/form-data body for `app.inject`. */
export const multipart = (fields: Record<string, string>, files: FilePart[] = []) => {
  const boundary = `----agentsy${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
