import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';
import type { Children } from './children';
import { waitFor } from './wait-for';

/** Debian's newest installed PostgreSQL, else whatever is on the PATH. */
const binDir = () => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (newest && existsSync(path.join(root, newest, 'bin/postgres'))) return path.join(root, newest, 'bin');
  return path.dirname(execFileSync('sh', ['-c', 'command -v postgres']).toString().trim());
};

/** PostgreSQL refuses to run as root: as root we run it as the postgres user. */
const runAs = () => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
};

const canQuery = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(sql);
    return rows[0]?.ok === true;
  } finally {
    await client.end();
  }
};

/** Settings for a throwaway cluster: durability traded for speed, as scripts/scratch-postgres.sh does. */
const serverArgs = (dataDir: string, port: number, socketDir: string) => [
  '-D',
  dataDir,
  '-p',
  String(port),
  '-k',
  socketDir,
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'fsync=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'max_connections=200',
];

/**
 * A primary and a streaming read replica on scratch folders and free ports: initdb, start the
 * primary, copy it with pg_basebackup -R (which writes the replica's standby.signal and
 * primary_conninfo), start the replica and wait until the primary sees it streaming.
 */
export const startPostgresPair = async ({
  dir,
  children,
  env,
  synchronousReplica = false,
}: {
  dir: string;
  children: Children;
  env: NodeJS.ProcessEnv;
  /**
   * Each commit on the primary returns only once the replica has applied it, so a read on the
   * replica sees every write committed before it, wherever it was made (the API suite's stage
   * writes its fixtures straight into the primary and reads them back through the apps).
   */
  synchronousReplica?: boolean;
}) => {
  const bin = binDir();
  const user = runAs();
  const own = (folder: string) => {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (user.uid !== undefined) chownSync(folder, user.uid, user.gid!);
  };
  const pgDir = path.join(dir, 'postgres');
  own(pgDir);
  const primaryData = path.join(pgDir, 'primary');
  const replicaData = path.join(pgDir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(bin, tool), args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });

  run('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const startPrimary = async () => {
    const child = children.start({
      name: 'postgres-primary',
      command: path.join(bin, 'postgres'),
      args: serverArgs(primaryData, primaryPort, pgDir),
      env,
      ...user,
      stopSignal: 'SIGINT', // fast shutdown: ends sessions, no waiting for clients
    });
    await waitFor('PostgreSQL primary', () => canQuery(urlOf(primaryPort), 'select true as ok'), { child });
    return child;
  };
  let primary = await startPrimary();

  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaData,
    '-R',
    '-X',
    'stream',
  ]);
  const replica = children.start({
    name: 'postgres-replica',
    command: path.join(bin, 'postgres'),
    args: serverArgs(replicaData, replicaPort, pgDir),
    env,
    ...user,
    stopSignal: 'SIGINT',
  });
  await waitFor(
    'PostgreSQL replica',
    () => canQuery(urlOf(primaryPort), "select count(*) > 0 as ok from pg_stat_replication where state = 'streaming'"),
    { child: replica },
  );
  if (synchronousReplica) {
    // Reloaded, not restarted: the replica stays connected. '*' is whichever standby streams.
    const client = new pg.Client({ connectionString: urlOf(primaryPort) });
    await client.connect();
    try {
      await client.query("alter system set synchronous_standby_names = '*'");
      await client.query("alter system set synchronous_commit = 'remote_apply'");
      await client.query('select pg_reload_conf()');
    } finally {
      await client.end();
    }
    await waitFor('synchronous replica', () =>
      canQuery(urlOf(primaryPort), "select count(*) > 0 as ok from pg_stat_replication where sync_state = 'sync'"),
    );
  }
  /** The primary going away and coming back on the same folder and port (the outage test). */
  const primaryControl = {
    stop: () => children.stop(primary),
    start: async () => {
      primary = await startPrimary();
    },
  };
  return { primaryUrl: urlOf(primaryPort), replicaUrl: urlOf(replicaPort), primaryControl };
};
