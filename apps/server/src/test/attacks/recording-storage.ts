import type { Storage } from '../../storage';
import { nowMs } from './write-log';

export type StorageChange = { what: string; atMs: number };

/**
 * The storage the app would use, noting when a file was really stored or deleted, so a batch of
 * requests can name the one that changed the files (a refused upload stores nothing).
 */
export const recordingStorage = (inner: Storage) => {
  const changes: StorageChange[] = [];
  const storage: Storage = {
    ...inner,
    put: async (key, body, options) => {
      const stored = await inner.put(key, body, options);
      changes.push({ what: `stored ${key}`, atMs: nowMs() });
      return stored;
    },
    delete: async (key) => {
      const existed = await inner.exists(key);
      await inner.delete(key);
      if (existed) changes.push({ what: `deleted ${key}`, atMs: nowMs() });
    },
  };
  return { storage, changes };
};
