import S3rver from 's3rver';

/**
 * s3rver as a process of its own (object-storage.ts starts it), so it is stopped by pid like
 * the rest of the cluster and can share the apps' clock. Arguments: port, folder, bucket.
 */
const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory: directory!,
  configureBuckets: [{ name: bucket!, configs: [] }],
});
await server.run();
process.stdout.write('ready\n');
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
