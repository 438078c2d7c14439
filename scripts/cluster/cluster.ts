import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { type AppProcess, startApps } from './apps';
import { createChildren } from './children';
import { startNginx } from './nginx';
import { startObjectStorage } from './object-storage';
import { startPostgresPair } from './postgres';

export type ClusterOptions = {
  /** App processes behind nginx; CLUSTER_APPS, default 2. */
  apps?: number;
  /** nginx's port; 0 picks a free one. */
  port?: number;
  /** Extra settings for every app process (the cluster tests turn rate limits off, and so on). */
  appEnv?: NodeJS.ProcessEnv;
  /** nginx adds the answering upstream's address to every response (tests only). */
  showUpstream?: boolean;
  /** Copy the apps' output to this terminal. */
  echo?: boolean;
  /**
   * Extra environment for every server process (PostgreSQL, s3rver, apps) but nginx: the cluster
   * tests move the wall clock of all of them together with libfaketime.
   */
  clockEnv?: NodeJS.ProcessEnv;
  /**
   * Whether the apps read the catalogue from the replica (DATABASE_READ_URL); default true. With
   * false the replica still runs (replaying the primary's writes) but no app reads from it.
   */
  readReplica?: boolean;
  /**
   * The primary waits for the replica to apply each commit (synchronous_commit = remote_apply),
   * so a write is on the replica when its commit returns; default false, as in production.
   */
  synchronousReplica?: boolean;
  /** Runs against the new, empty primary before any app starts (the benches seed a catalogue). */
  beforeApps?: (primaryUrl: string) => Promise<void>;
  /** A process of the cluster exited by itself (crash, port taken) and is not restarted. */
  onUnexpectedExit?: (name: string, output: string) => void;
  /** An app process exited (a rolling restart's SIGTERM, a crash) and was started again. */
  onRestart?: (name: string, exit: string, output: string) => void;
};

export type Cluster = {
  url: string;
  apps: AppProcess[];
  primaryUrl: string;
  /** Stops and starts the PostgreSQL primary in place: the database-loss test uses it. */
  primaryControl: { stop: () => Promise<void>; start: () => Promise<void> };
  replicaUrl: string;
  /** The S3_* settings of the cluster's object storage, as every app process has them. */
  storageEnv: Record<string, string>;
  adminAccessCode: string;
  demoAccounts: string;
  dir: string;
  stop: () => Promise<void>;
};

/**
 * On this machine, without containers: PostgreSQL with a streaming replica, S3-compatible
 * object storage, N app processes of the built server, and nginx in front of them. Everything
 * lives in one scratch folder, which `stop` removes after stopping every process it started.
 */
export const startCluster = async (options: ClusterOptions = {}): Promise<Cluster> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-cluster-'));
  // PostgreSQL (as its own user) and nginx's workers (as nobody) need to reach their folders.
  chmodSync(dir, 0o755);
  const children = createChildren();
  children.onUnexpectedExit((child) => options.onUnexpectedExit?.(child.name, child.output()));
  children.onRestart((child, exit) => options.onRestart?.(child.name, exit, child.output()));
  const stop = async () => {
    await children.stopAll();
    rmSync(dir, { recursive: true, force: true });
  };
  const clockEnv = { ...process.env, ...options.clockEnv };
  try {
    const { primaryUrl, replicaUrl, primaryControl } = await startPostgresPair({
      dir,
      children,
      env: clockEnv,
      synchronousReplica: options.synchronousReplica,
    });
    await options.beforeApps?.(primaryUrl);
    const storage = await startObjectStorage({ dir, children, env: clockEnv });
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const adminAccessCode = randomBytes(9).toString('base64url');
    const { apps, demoAccounts } = await startApps({
      dir,
      children,
      count: options.apps ?? 2,
      echo: options.echo ?? false,
      env: {
        DATABASE_URL: primaryUrl,
        ...(options.readReplica === false ? {} : { DATABASE_READ_URL: replicaUrl }),
        PUBLIC_URL: url,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ADMIN_ACCESS_CODE: adminAccessCode,
        // Only nginx, on this machine, may say who the client is.
        TRUST_PROXY: '127.0.0.1',
        ...storage,
        ...options.clockEnv,
        ...options.appEnv,
      },
    });
    await startNginx({
      dir: path.join(dir, 'nginx'),
      port,
      appPorts: apps.map((a) => a.port),
      showUpstream: options.showUpstream ?? false,
      children,
    });
    return {
      url,
      apps,
      primaryUrl,
      primaryControl,
      replicaUrl,
      storageEnv: storage,
      adminAccessCode,
      demoAccounts,
      dir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
