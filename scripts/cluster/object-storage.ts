import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';
import type { Children } from './children';
import { waitFor } from './wait-for';

/** s3rver's fixed credentials (docs/decisions/004-s3-test-server.md). */
const KEY = 'S3RVER';
export const BUCKET = 'agentsy';

/**
 * An S3-compatible server (s3rver) with its objects in the scratch folder; every app process
 * gets the same bucket through the S3_* settings this returns.
 */
export const startObjectStorage = async ({
  dir,
  children,
  env,
}: {
  dir: string;
  children: Children;
  env: NodeJS.ProcessEnv;
}) => {
  const directory = path.join(dir, 's3');
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const s3 = children.start({
    name: 's3rver',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(import.meta.dirname, 's3rver-process.ts'), String(port), directory, BUCKET],
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
  });
  await waitFor('s3rver', async () => s3.output().includes('ready'), { child: s3 });
  return {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
};
