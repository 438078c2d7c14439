import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { FileTooLargeError, type Storage } from './storage';

const text = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
};
/** A source that yields `chunks` chunks of 1 MiB, like a slow upload. */
const megabytes = (chunks: number) =>
  Readable.from(Array.from({ length: chunks }, () => Buffer.alloc(1024 * 1024, 'x')));

const contract = (name: string, make: () => Storage) => {
  describe(name, () => {
    it('stores, reads whole and ranged, reports size and existence, deletes', async () => {
      const storage = make();
      expect(
        await storage.put('agents/a.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
          maxBytes: 100,
        }),
      ).toEqual({ size: 11 });
      expect(await storage.exists('agents/a.txt')).toBe(true);
      expect(await storage.size('agents/a.txt')).toBe(11);
      expect(await text((await storage.get('agents/a.txt'))!.stream)).toBe('hello world');
      const ranged = (await storage.get('agents/a.txt', { start: 6, end: 10 }))!;
      expect(ranged.size).toBe(11);
      expect(await text(ranged.stream)).toBe('world');
      await storage.delete('agents/a.txt');
      expect(await storage.exists('agents/a.txt')).toBe(false);
      expect(await storage.get('agents/a.txt')).toBeUndefined();
    });

    it('stops a stream past maxBytes and leaves no object', async () => {
      const storage = make();
      // Bigger than one 5 MiB multipart part, so S3 has started a multipart upload when it trips.
      await expect(storage.put('videos/big.mp4', megabytes(8), { maxBytes: 6 * 1024 * 1024 })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await storage.exists('videos/big.mp4')).toBe(false);
    });

    it('leaves no object when the source fails half-way', async () => {
      const storage = make();
      const failing = new Readable({ read() {} });
      failing.push(Buffer.from('partial'));
      setTimeout(() => failing.destroy(new Error('client went away')), 20);
      await expect(storage.put('agents/half.txt', failing, { maxBytes: 1000 })).rejects.toThrow('client went away');
      expect(await storage.exists('agents/half.txt')).toBe(false);
    });

    it('survives a source that fails before it is read, and keeps nothing', async () => {
      const storage = make();
      const failing = new Readable({ read() {} });
      const put = storage.put('agents/early.txt', failing, { maxBytes: 1000 });
      failing.destroy(new Error('gone before reading'));
      await expect(put).rejects.toThrow('gone before reading');
      expect(await storage.exists('agents/early.txt')).toBe(false);
    });

    it('refuses keys that could escape the root', async () => {
      const storage = make();
      await expect(storage.put('../evil', Readable.from([Buffer.from('x')]), { maxBytes: 10 })).rejects.toThrow(
        'Unsafe storage key',
      );
    });
  });
};

const localRoot = mkdtempSync(path.join(tmpdir(), 'agentsy-local-storage-'));
contract('local disk storage', () => createLocalStorage(localRoot));

describe('local disk storage temp files', () => {
  it('keeps no half-written file after a failure', () => {
    const tmp = path.join(localRoot, '.tmp');
    expect(readdirSync(tmp)).toEqual([]);
  });
});

// A real S3-API server (s3rver, files on disk) on a random local port.
const s3Dir = mkdtempSync(path.join(tmpdir(), 'agentsy-s3rver-'));
const s3rver = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'agentsy-test', configs: [] }],
});
let endpoint = '';
beforeAll(async () => {
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(localRoot, { recursive: true, force: true });
});
contract('S3 storage (s3rver)', () =>
  createS3Storage({
    bucket: 'agentsy-test',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'run/',
  }),
);
