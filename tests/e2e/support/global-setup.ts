import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../../scripts/built-server';
import { startBrowserServer } from './browser-server';
import { startMailbox } from './mailbox';

/** One production-mode server (built web app + API on one port) on a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-e2e-'));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'agentsy-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const server = await startBuiltServer({
    dataDir,
    env: {
      ADMIN_ACCESS_CODE: 'e2e-admin-access-code',
      // Every journey signs in from 127.0.0.1 within seconds; the limiter has its own API tests.
      AUTH_RATE_LIMIT: 'false',
      // Journeys check a board right after the sale or sign-up that changes it; the cache has its own API tests.
      LEADERBOARD_CACHE: 'false',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Agentsy <no-reply@agentsy.test>',
    },
  });
  const baseUrl = server.url;
  const browser = await startBrowserServer();

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  project.provide('browserWsEndpoint', browser.wsEndpoint);
  return async () => {
    await browser.close();
    await server.stop();
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
