import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
};

export const createTestApp = async (overrides: Partial<Config> = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-test-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), ...overrides };
  const handle = await openTestDatabase();
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

let counter = 0;
/** A unique address per call, so tests never collide on the unique email. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${counter++}@test.agentsy.dev`;

/** Signs up through the real auth endpoint and returns the session cookie to send back. */
export const signUp = async (
  app: FastifyInstance,
  { name = 'Test User', email = uniqueEmail(), password = 'correct-horse-battery' } = {},
) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name, email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const body = res.json() as { user: { id: string } };
  return { cookie, userId: body.user.id, email, password };
};

export const sessionCookie = (setCookie: string | string[] | undefined) => {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const token = list.find((c) => c.startsWith('agentsy.session_token='));
  if (!token) throw new Error('no session cookie set');
  return token.split(';')[0]!;
};
