import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database, Listen } from '../apps/server/src/db/client';

/** An admin session: sign up, flag the account, and pass the access code where the server asks for it. */
export const signInBenchAdmin = async (origin: string, db: Database, accessCode: string) => {
  const email = `bench-admin-${Date.now()}@bench.agentsy.dev`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Bench Admin', email, password: 'correct horse battery' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await db.execute(sql`update users set is_admin = true where email = ${email}`);
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ accessCode }),
  });
  if (login.status !== 404 && !login.ok) throw new Error(`admin login failed: ${login.status}`);
  return cookie;
};

/**
 * The app on `port` over a seeded database, with a signed-in admin holding the access code:
 * what the admin benches (export.ts, admin-cards.ts) measure against.
 */
export const startBenchAdminApp = async ({ db, listen, port, name }: BenchAdminAppOptions) => {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `agentsy-bench-${name}-`)),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'false',
  });
  const app = await buildApp({ config, db, listen });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await signInBenchAdmin(origin, db, config.adminAccessCode);
  return { app, origin, cookie };
};

type BenchAdminAppOptions = { db: Database; listen: Listen; port: number; name: string };
