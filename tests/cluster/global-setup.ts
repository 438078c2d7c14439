import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/cluster/cluster';
import { startBrowserServer } from '../e2e/support/browser-server';
import { startMailbox } from '../e2e/support/mailbox';
import { startControlServer } from './support/control-server';
import { savePayoutMethod } from './support/payout-method';
import { tuesdayClockEnv } from './support/tuesday-clock';

/**
 * One cluster for the whole stage, started by the same code as `npm run cluster`: PostgreSQL
 * with a streaming replica, s3rver, two app processes and nginx, which names the answering
 * process in a response header so the tests can tell the two apart.
 */
export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  // The journeys read mails from a real SMTP server, as they do against the single process.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'agentsy-cluster-mail-'));
  const mailbox = await startMailbox(mailDir);
  const cluster = await startCluster({
    apps: 2,
    showUpstream: true,
    appEnv: {
      // Tests sign in many times from one address; the limiter has its own API tests.
      AUTH_RATE_LIMIT: 'false',
      LEADERBOARD_CACHE: 'false',
      // The browser journeys enter this code on /admin-login.
      ADMIN_ACCESS_CODE: 'e2e-admin-access-code',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Agentsy <no-reply@agentsy.test>',
    },
    clockEnv: tuesdayClockEnv(),
    // The rolling restart expects these; anything else here is a crash worth reading.
    onRestart: (name, exit, output) =>
      process.stderr.write(
        `[cluster] ${name} exited (${exit}) and was started again; its last output:\n${output.slice(-3000)}\n`,
      ),
    onUnexpectedExit: (name, output) =>
      process.stderr.write(`[cluster] ${name} exited by itself:\n${output.slice(-3000)}\n`),
  });
  const readyAt = Date.now();
  // Before the weekly payout job's first run, a minute after start: the demo seller has a
  // payout method, so the run has a payout to make (jobs-run-once.test.ts).
  await savePayoutMethod(cluster.url, path.join(cluster.dir, 'app-1'));
  const control = await startControlServer(cluster);
  const browser = await startBrowserServer();
  project.provide('browserWsEndpoint', browser.wsEndpoint);
  project.provide('controlUrl', control.url);
  project.provide('clusterDir', cluster.dir);
  project.provide('clusterUrl', cluster.url);
  project.provide('baseUrl', cluster.url);
  project.provide('dataDir', path.join(cluster.dir, 'app-1'));
  project.provide('mailDir', mailDir);
  project.provide('primaryUrl', cluster.primaryUrl);
  project.provide('replicaUrl', cluster.replicaUrl);
  project.provide(
    'appPorts',
    cluster.apps.map((a) => a.port),
  );
  project.provide('clusterStartedAt', startedAt);
  project.provide('clusterReadyAt', readyAt);
  return async () => {
    await browser.close();
    await control.close();
    await cluster.stop();
    await mailbox.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    clusterUrl: string;
    /** tests/cluster/support/control-server.ts: stop and start the primary from a test. */
    controlUrl: string;
    /** The cluster's scratch folder; `app-N.pid` there holds each app process's current pid. */
    clusterDir: string;
    /** The names the browser journeys (tests/e2e) read theirs under. */
    baseUrl: string;
    dataDir: string;
    mailDir: string;
    primaryUrl: string;
    replicaUrl: string;
    appPorts: number[];
    clusterStartedAt: number;
    /** When the last app process answered its health check. */
    clusterReadyAt: number;
  }
}
