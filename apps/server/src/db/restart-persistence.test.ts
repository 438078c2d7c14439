import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from './client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  const app = await buildApp({ config, db: handle.db, listen: handle.listen });
  return {
    app,
    stop: async () => {
      await app.close();
      await handle.close();
    },
  };
};

// Two opens of a new PGlite folder (migrations included): slow when the machine is busy.
it('an account created before a restart signs in after it', { timeout: 120_000 }, async () => {
  const credentials = { email: 'persist@test.agentsy.dev', password: 'survives-a-restart' };
  const first = await start();
  const created = await first.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Persistent Pat', ...credentials },
  });
  expect(created.statusCode).toBe(200);
  await first.stop();

  const second = await start();
  try {
    const signedIn = await second.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: credentials });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: credentials.email, name: 'Persistent Pat' });
  } finally {
    await second.stop();
  }
});
