import { startCluster } from './cluster';

/**
 * `npm run cluster`: the whole cluster in the foreground. Ctrl+C (or any process of it dying)
 * stops everything it started and removes its scratch folder.
 */
const appCount = Number(process.env.CLUSTER_APPS ?? 2);
if (!Number.isInteger(appCount) || appCount < 1 || appCount > 16) {
  process.stderr.write('CLUSTER_APPS must be a whole number from 1 to 16\n');
  process.exit(1);
}
const port = Number(process.env.CLUSTER_PORT ?? 8080);

process.stdout.write(`Starting PostgreSQL + replica, object storage, ${appCount} app processes and nginx...\n`);
let stop: (why: string, exitCode?: number) => Promise<void> = async () => {};
const cluster = await startCluster({
  apps: appCount,
  port,
  echo: true,
  onUnexpectedExit: (name, output) => {
    process.stderr.write(`\n${name} exited by itself:\n${output.slice(-2000)}\n`);
    void stop(`${name} stopped`, 1);
  },
  onRestart: (name, exit) => process.stdout.write(`\n${name} exited (${exit}); started again\n`),
}).catch((error: Error) => {
  process.stderr.write(`\nThe cluster could not start: ${error.message}\n`);
  process.exit(1);
});

let stopping = false;
stop = async (why: string, exitCode = 0) => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${why}: stopping every process of the cluster...\n`);
  await cluster.stop();
  process.stdout.write('Stopped; scratch folder removed.\n');
  process.exit(exitCode);
};
process.on('SIGINT', () => void stop('Ctrl+C'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const lines = [
  '',
  `  Agentsy cluster is running at ${cluster.url}`,
  `    app processes: ${cluster.apps.map((a) => `${a.url} (pid ${a.pid()})`).join(', ')}`,
  `    each one exits and starts again on kill -TERM: a rolling restart is, one after the other,`,
  `      ${cluster.apps.map((a) => `kill -TERM $(cat ${a.pidFile})`).join('; ')}`,
  `    PostgreSQL primary ${cluster.primaryUrl}, replica ${cluster.replicaUrl}`,
  `    scratch folder ${cluster.dir}`,
  '',
  '  Demo accounts:',
  ...cluster.demoAccounts.split('\n').map((l) => `    ${l}`),
  '',
  `  Admin access code: ${cluster.adminAccessCode}`,
  '',
  '  Ctrl+C stops everything.',
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
