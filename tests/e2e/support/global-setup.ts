import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/free-port';
import { startMailbox } from './mailbox';

const root = path.resolve(import.meta.dirname, '../../..');

const waitForHealth = async (url: string, server: ChildProcess, output: () => string) => {
  // A fresh data folder migrates and seeds first; on a busy 2-core machine that has taken over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
};

/** One production-mode server (built web app + API on one port) on a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-e2e-'));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'agentsy-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_ACCESS_CODE: 'e2e-admin-access-code',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1 within seconds; the limiter has its own API tests.
      AUTH_RATE_LIMIT: 'false',
      // Journeys check a board right after the sale or sign-up that changes it; the cache has its own API tests.
      LEADERBOARD_CACHE: 'false',
      DATABASE_URL: '',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Agentsy <no-reply@agentsy.test>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  await waitForHealth(baseUrl, server, () => log);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where the journeys' SMTP server writes each mail it receives (mailbox.ts). */
    mailDir: string;
  }
}
