import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { releaseLimits, type VersionFile } from '@agentsy/contracts';
import yauzl from 'yauzl';
import type { Storage } from '../../storage';

export type Inspection = {
  sha256: string;
  files: VersionFile[];
  /** False when the archive broke a limit of section 9 or could not be read to the end. */
  complete: boolean;
  bytes: Buffer;
};

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('unreadable zip')) : resolve(zip),
    ),
  );

const hashEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry, budget: { left: number }) =>
  new Promise<{ size: number; sha256: string }>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('unreadable entry'));
      const hash = createHash('sha256');
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        budget.left -= chunk.length;
        // A bomb stops here, not after it has inflated.
        if (budget.left < 0) stream.destroy(new Error('archive too large uncompressed'));
        else hash.update(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve({ size, sha256: hash.digest('hex') }));
    });
  });

/** Every member of a zip with its size and sha256, within the archive limits. */
const zipMembers = async (bytes: Buffer): Promise<{ files: VersionFile[]; complete: boolean }> => {
  const files: VersionFile[] = [];
  const budget = {
    left: Math.min(releaseLimits.archiveMaxUncompressedBytes, bytes.length * releaseLimits.archiveMaxRatio),
  };
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { files, complete: false };
  }
  return new Promise((resolve) => {
    const finish = (complete: boolean) => {
      zip.close();
      resolve({ files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), complete });
    };
    zip.on('error', () => finish(false));
    zip.on('end', () => finish(true));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      // Only the member count is limited here: folder depth is no limit at all, and archives
      // nested in archives (the depth limit) are the scan engine's to open and judge.
      if (files.length >= releaseLimits.archiveMaxEntries) return finish(false);
      hashEntry(zip, entry, budget).then(
        (member) => {
          files.push({ path: entry.fileName, ...member });
          zip.readEntry();
        },
        () => finish(false),
      );
    });
    zip.readEntry();
  });
};

/**
 * Reads a stored agent file back: the sha256 of the exact stored bytes and its member list (a
 * zip's members, else the file itself). Agent files are at most 10 MB, so they are read whole.
 */
export const inspectStoredFile = async (
  storage: Storage,
  file: { key: string; fileName: string },
): Promise<Inspection | undefined> => {
  const object = await storage.get(file.key);
  if (!object) return undefined;
  return inspectBytes(await readAll(object.stream), file.fileName);
};

/** The same reading of bytes already in memory. */
export const inspectBytes = async (bytes: Buffer, fileName: string): Promise<Inspection> => {
  const sha256 = sha256Of(bytes);
  if (!fileName.toLowerCase().endsWith('.zip')) {
    return { sha256, files: [{ path: fileName, size: bytes.length, sha256 }], complete: true, bytes };
  }
  return { sha256, ...(await zipMembers(bytes)), bytes };
};

/** The member bytes of a zip, by path, for the text diff. */
export const readZipMember = async (bytes: Buffer, path: string, maxBytes: number) => {
  const zip = await openZip(bytes);
  return new Promise<Buffer | undefined>((resolve) => {
    zip.on('error', () => resolve(undefined));
    zip.on('end', () => resolve(undefined));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== path || entry.uncompressedSize > maxBytes) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return resolve(undefined);
        readAll(stream).then(
          (b) => {
            zip.close();
            resolve(b);
          },
          () => resolve(undefined),
        );
      });
    });
    zip.readEntry();
  });
};
