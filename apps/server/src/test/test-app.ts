import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type DatabaseHandle, openPostgres } from '../db/client';
import { createReadHandle } from '../db/read-routing';
import type { Storage } from '../storage';
import { openTestDatabase, type TestDatabase } from './test-database';
import { type ApiThroughNginx, apiThroughNginx, injectThroughNginx } from './through-nginx';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  storage: Storage;
  dataDir: string;
  kind: DatabaseHandle['kind'];
  listen: DatabaseHandle['listen'];
  /** Another app on the same database, as a second server process; closed with this one. */
  startAnotherApp: () => Promise<FastifyInstance>;
  /** Empties every table and the upload folder; cheaper than a new database per test. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

type TestAppOptions = {
  /** Environment as `loadConfig` reads it. */
  env?: Record<string, string>;
  /** Settings to force after loading, such as turning the auth rate limiter back on. */
  config?: Partial<Config>;
  storage?: Storage;
  onRoute?: AppDeps['onRoute'];
  /** A web app folder to serve (with `config.serveWeb`); the real build is not needed. */
  webDir?: string;
  liveEvents?: AppDeps['liveEvents'];
  /** The read replica's lag, for the readiness checks. */
  readReplica?: AppDeps['readReplica'];
  /** A stand-in for the users' notification switches. */
  mailPreferences?: AppDeps['mailPreferences'];
  /** A recording audit log and notes, for the admin operations suites. */
  adminOpsHooks?: AppDeps['adminOpsHooks'];
  /** A database standing in for a read replica; the app gets a read handle routed over both. */
  replica?: Database;
  /** A scanning engine that answers what the test needs (modules/scanning/scans.fixtures.ts). */
  scanner?: AppDeps['scanner'];
};

/**
 * The whole app on a fresh in-memory PGlite, or on a fresh database of the PostgreSQL server in
 * TEST_DATABASE_URL, with DATA_DIR in a temp folder. Share one per test file.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const nginx = apiThroughNginx();
  if (nginx) refuseInProcessOnly(options);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: 'false',
      ADMIN_ACCESS_CODE: testAdminAccessCode,
      // Test servers only: argon2id at 1 MiB. password-hashing.test.ts checks OWASP's cost.
      PASSWORD_HASHING: 'light',
      ...options.env,
      // The app processes' own settings, so what a test reads from `t.config` is what they use.
      ...nginx?.appEnv,
      ...nginx?.storageEnv,
    }),
    ...options.config,
  };
  const handle = nginx ? await openClusterPrimary(nginx) : await openTestDatabase();
  const app = await buildApp({
    config,
    db: handle.db,
    readDb: options.replica ? createReadHandle({ primary: handle.db, replica: options.replica }) : undefined,
    listen: handle.listen,
    poolStats: handle.poolStats,
    readReplica: options.readReplica,
    liveEvents: options.liveEvents,
    storage: options.storage,
    onRoute: options.onRoute,
    webDir: options.webDir,
    mailPreferences: options.mailPreferences,
    adminOpsHooks: options.adminOpsHooks,
    scanner: options.scanner,
  });
  await app.ready();
  const uploads = path.join(dataDir, 'uploads');
  const others: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  // The in-process app stays for what tests call on it directly (its mail, storage, jobs'
  // services); its `inject` goes over HTTP through nginx to the cluster's app processes.
  const throughNginx = nginx && injectThroughNginx(app, nginx);

  const testApp: TestApp = {
    app,
    db: handle.db,
    config,
    storage: app.storage,
    dataDir,
    kind: handle.kind,
    listen: handle.listen,
    startAnotherApp: async () => {
      if (nginx) throw new Error('startAnotherApp: the cluster stage has its two app processes already');
      const another = await handle.openAnother();
      const second = await buildApp({ config, db: another.db, listen: another.listen, liveEvents: options.liveEvents });
      await second.ready();
      others.push({ app: second, handle: another });
      return second;
    },
    reset: async () => {
      // Every table of the app's schema, so a new table never leaks rows between tests.
      const result = (await handle.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { name: string }[] };
      const names = result.rows.map((r) => r.name).join(', ');
      if (names) await handle.db.execute(sql.raw(`truncate ${names} cascade`));
      rmSync(uploads, { recursive: true, force: true });
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        await other.handle.close();
      }
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
      throughNginx?.finish(expect.getState().testPath ?? 'unknown file');
    },
  };
  // The cluster's database outlives each file: empty, it is what a fresh one would be.
  if (nginx) await testApp.reset();
  return testApp;
};

/**
 * In the cluster stage these options would change only the in-process app, while the requests
 * go to the app processes, which never see them: such a file stays in-process, loudly.
 */
const refuseInProcessOnly = ({ onRoute: _onlyWatches, ...options }: TestAppOptions) => {
  // onRoute only watches the routes being registered, the same in every process of one build.
  const given = Object.entries(options).filter(
    ([, v]) => v !== undefined && !(typeof v === 'object' && !Object.keys(v).length),
  );
  if (given.length) {
    throw new Error(
      `createTestApp(${given.map(([k]) => k).join(', ')}): in-process only; list this file in tests/cluster/api.vitest.config.ts`,
    );
  }
};

/** The cluster's primary, already migrated by its app processes; closing leaves it running. */
const openClusterPrimary = async (nginx: ApiThroughNginx): Promise<TestDatabase> => {
  const handle = await openPostgres(nginx.databaseUrl, 5);
  return { ...handle, openAnother: () => openPostgres(nginx.databaseUrl, 5) };
};

/** The access code of every test app, unless a test sets ADMIN_ACCESS_CODE itself. */
export const testAdminAccessCode = 'test-admin-access-code';

let counter = 0;

/** A unique address per call, so tests never collide on the unique email. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}-${counter++}@test.agentsy.dev`;

/** Signs a new user up through the real auth endpoint and returns the Cookie header of the session. */
export const signUp = async (app: FastifyInstance, user: { name?: string; email?: string; password?: string } = {}) => {
  counter += 1;
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: user.name ?? `Test User${counter}`, email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const id = (res.json() as { user: { id: string } }).user.id;
  return { cookie, id, userId: id, email, password };
};

export const sessionCookie = (setCookie: string | string[] | undefined) => {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  // Over https the name is __Host-agentsy.session_token (auth.ts).
  const token = list.find((c) => /^(__Host-)?agentsy\.session_token=/.test(c));
  if (!token) throw new Error('no session cookie set');
  return token.split(';')[0]!;
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
