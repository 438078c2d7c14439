import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { ByteRange, Storage, StoredObject } from './storage';
export { FileTooLargeError } from './storage';

/** S3 when a bucket is configured, local disk under DATA_DIR/uploads otherwise. */
export const createStorage = (config: Config): Storage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));
