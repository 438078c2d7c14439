import path from 'node:path';
import { buildApp } from './app';
import { startControlSocket } from './backup/control-socket';
import { ConfigError, loadConfig } from './config';
import {
  type DatabaseHandle,
  openJobsPool,
  openPglite,
  openPostgres,
  openReadReplica,
  type PoolStats,
} from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDemoCatalogue } from './db/demo/seed-catalogue';
import { seedDemoHistory } from './db/demo/seed-history';
import { createReadHandle } from './db/read-routing';
import { seedDemoAccounts } from './db/seed';
import { startScheduler } from './jobs/scheduler';
import { stopAccepting } from './lib/stop-accepting';
import { replicaLagSeconds } from './modules/health/health.repo';
import { createMailTransport } from './modules/mail/mail-transport';

const startedAt = performance.now();

const start = async () => {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let handle: DatabaseHandle | undefined;
  const timeouts = {
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  };
  /** The handle, closing `pool` too, before itself. */
  const closingAlso = (h: DatabaseHandle, pool: { close: () => Promise<void> }): DatabaseHandle => ({
    ...h,
    close: () => pool.close().finally(h.close),
  });
  try {
    handle = config.databaseUrl
      ? await openPostgres(config.databaseUrl, config.databasePoolSize, timeouts)
      : await openPglite(path.join(config.dataDir, 'pglite'));
    const replica = config.databaseReadUrl
      ? openReadReplica(config.databaseReadUrl, config.databasePoolSize, timeouts)
      : undefined;
    if (replica) handle = closingAlso(handle, replica);
    // The notices fan-out's batches run on connections of their own (db/client.ts openJobsPool).
    const jobsPool =
      config.databaseUrl && config.runJobs && config.databaseJobsPoolSize > 0
        ? openJobsPool(config.databaseUrl, config.databaseJobsPoolSize, timeouts)
        : undefined;
    if (jobsPool) handle = closingAlso(handle, jobsPool);
    const readDb = replica ? createReadHandle({ primary: handle.db, replica: replica.db }) : undefined;
    const app = await buildApp({
      config,
      db: handle.db,
      readDb,
      listen: handle.listen,
      poolStats: handle.poolStats,
      // /readyz asks the replica itself how far behind it is.
      readReplica: replica ? { lagSeconds: () => replicaLagSeconds(replica.db) } : undefined,
    });

    const transport = createMailTransport({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: app.log });
    // The jobs start once the app listens (below): before, a job's first pass over a big catalogue
    // (100,000 listings' versions to backfill) held the embedded database's one connection while
    // the workers' onReady hooks waited behind it for their LISTEN, and the start timed out.
    let stopScheduler = async () => {};
    // A running job finishes its attempt before the app and the database close under it.
    app.addHook('onClose', () => stopScheduler());
    // `npm run backup` asks this process for the embedded database (backup/control-socket.ts).
    if (handle.dumpDataDir) {
      const closeControl = await startControlSocket({
        dataDir: config.dataDir,
        dumpDataDir: handle.dumpDataDir,
        onError: (err) => app.log.error({ err }, 'backup request failed'),
      });
      app.addHook('onClose', () => closeControl());
    }
    let closing = false;
    /**
     * SIGTERM first drains for SHUTDOWN_DRAIN_MS: still listening, every answer says
     * `Connection: close` and /readyz says 503, so a proxy stops reusing its kept-alive
     * connections to this process one by one. Closing them from our side instead would race with
     * a request the proxy is writing into one, and a POST lost that way is a 502 it cannot retry
     * (tests/cluster/rolling-restart.test.ts found it). Connections that stay idle through the
     * drain are closed by the proxy, whose upstream keepalive_timeout is shorter (nginx.ts). Then
     * the listener closes without resetting a connection still in the accept queue
     * (lib/stop-accepting.ts), and app.close() answers
     * what still arrives, ends the event streams with a short `retry:` (preClose in
     * register-messaging.ts) and stops the jobs (onClose above); the requests in flight are waited
     * for (plugins/operations.ts); then the database closes. A request that never ends is cut
     * after SHUTDOWN_GRACE_MS. Ctrl+C (SIGINT) skips the drain.
     */
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      const grace = setTimeout(() => {
        app.log.error(`${signal}: requests still open after ${config.shutdownGraceMs} ms; exiting anyway`);
        process.exit(1);
      }, config.shutdownGraceMs);
      grace.unref();
      if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
        app.inFlight.startDraining();
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      const { connectionsEnded } = await stopAccepting(app.server);
      let code = 0;
      await app.close().catch((err: unknown) => {
        app.log.error({ err }, 'closing the server failed');
        code = 1;
      });
      await connectionsEnded;
      await app.inFlight.drained();
      await handle?.close().catch(() => {});
      unlock();
      app.log.info(`${signal}: closed`);
      process.exit(code);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    const seeded = config.seedDemo
      ? await seedDemoAccounts({ db: handle.db, auth: app.auth, dataDir: config.dataDir })
      : [];
    if (seeded.length) {
      const demo = { db: handle.db, auth: app.auth, storage: app.storage };
      await seedDemoCatalogue(demo);
      await seedDemoHistory({ ...demo, log: app.log });
    }
    // Temp files of uploads a killed process left; none of this process's is under way yet.
    const staleParts = await app.storage.removeStaleParts?.(new Date(Date.now() - stalePartMsOf(config)));
    if (staleParts) app.log.info({ removed: staleParts }, 'removed temp files of unfinished uploads');
    await app.listen({ port: config.port, host: config.host });
    if (config.runJobs) {
      stopScheduler = startScheduler({
        db: handle.db,
        log: app.log,
        reconcilePayments: app.reconcilePayments,
        mail: app.mail,
        transport,
        storage: app.storage,
        stalePartMs: stalePartMsOf(config),
        releases: app.releaseJobs,
        jobsDb: jobsPool?.db,
        requestsBusy: poolInUse(handle.poolStats),
        domains: app.domains,
        scans: app.scans,
        onRunFinished: app.metrics.observeJobRun,
      });
    }
    printBanner({ config, seeded, database: handle.kind });
  } catch (error) {
    await handle?.close().catch(() => {});
    unlock();
    throw error;
  }
};

/** Requests hold or wait for connections of the app's pool; PGlite reports its one connection idle. */
const poolInUse = (stats: () => PoolStats) => () => {
  const { total, idle, waiting } = stats();
  return waiting > 0 || idle < total;
};

/** No upload lasts longer than the request timeout; a minute more is for the file's last write. */
const stalePartMsOf = (config: ReturnType<typeof loadConfig>) => config.timeouts.requestMs + 60_000;

const printBanner = ({
  config,
  seeded,
  database,
}: {
  config: ReturnType<typeof loadConfig>;
  seeded: Awaited<ReturnType<typeof seedDemoAccounts>>;
  database: string;
}) => {
  const lines = [
    '',
    `  Agentsy is running at ${config.publicUrl}  (${database}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
  ];
  if (seeded.length) {
    lines.push('', '  Demo accounts (also saved in DATA_DIR/demo-accounts.txt):');
    for (const a of seeded) lines.push(`    ${a.role.padEnd(6)}  ${a.email}  password: ${a.password}`);
    lines.push('', `  Admin access code: ${config.adminAccessCode}  (set ADMIN_ACCESS_CODE to choose your own)`);
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
};

start().catch((error) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nAgentsy could not start: ${message}\n`);
  if (!(error instanceof ConfigError)) process.stderr.write(`${(error as Error).stack ?? ''}\n`);
  process.exit(1);
});
