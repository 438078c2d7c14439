import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit';
import { assertSafeKey, isOutOfSpace, type Storage, StorageFullError } from './storage';

/**
 * Files under `root`. Each upload is written to a temp file in the same folder tree and renamed
 * into place only when complete, so a reader never sees (and a crash never leaves) half a file
 * under a real key.
 */
export const createLocalStorage = (root: string): Storage => {
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const size = async (key: string) => {
    try {
      const s = await stat(fileOf(key));
      return s.isFile() ? s.size : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    kind: 'local',
    put: async (key, body: Readable, { maxBytes }) => {
      // The source can fail (the client went away) while the folders are being made, before
      // pipeline() listens: an 'error' with no listener would take the process down. The stream
      // keeps the error, and pipeline() rejects with it.
      const holdError = () => {};
      body.on('error', holdError);
      const target = fileOf(key);
      try {
        await mkdir(tmpDir, { recursive: true });
        await mkdir(path.dirname(target), { recursive: true });
      } catch (error) {
        throw isOutOfSpace(error) ? new StorageFullError(error) : error;
      } finally {
        body.off('error', holdError);
      }
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      const limiter = byteLimit(maxBytes);
      const out = createWriteStream(tmp, { flags: 'wx' });
      try {
        await pipeline(body, limiter, out);
        await rename(tmp, target);
      } catch (error) {
        // A stream destroyed while still opening creates its file afterwards: wait for it to
        // close, or the cleanup below would run first and leave an orphan temp file.
        if (!out.closed) await once(out, 'close').catch(() => {});
        // The part file is what filled the disk: removing it gives the space back at once.
        await rm(tmp, { force: true });
        throw isOutOfSpace(error) ? new StorageFullError(error) : error;
      }
      return { size: limiter.bytesSeen() };
    },
    get: async (key, range) => {
      const total = await size(key);
      if (total === undefined) return undefined;
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { stream, size: total, range };
    },
    size,
    exists: async (key) => (await size(key)) !== undefined,
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
    removeStaleParts: async (before) => {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.part'))) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => undefined);
        // An upload still arriving writes to its file; the last write is what counts.
        if (!info || info.mtimeMs >= before.getTime()) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
};
