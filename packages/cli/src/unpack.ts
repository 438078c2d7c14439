import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decodeMemberName, releaseLimits, unsafeMemberPath } from '@agentsy/contracts';
import yauzl from 'yauzl';
import { CliError } from './exit-codes';

export type UnpackedFile = { path: string; sha256: string; size: number };

/** Agent files are stored under the name they were uploaded with; the server unpacks `.zip` ones too. */
export const isZipName = (fileName: string) => fileName.toLowerCase().endsWith('.zip');

const refuse = (zipName: string, why: string) =>
  new CliError('tampered', `${zipName} cannot be unpacked safely: ${why}. Nothing was written.`);

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: false, autoClose: true },
      (err, zip) => (err || !zip ? reject(err ?? new Error('unreadable zip')) : resolve(zip)),
    ),
  );

const nextEntry = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry | undefined>((resolve, reject) => {
    const settle = (done: () => void) => {
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      done();
    };
    zip.once('entry', (entry: yauzl.Entry) => settle(() => resolve(entry)));
    zip.once('end', () => settle(() => resolve(undefined)));
    zip.once('error', (error: Error) => settle(() => reject(error)));
    zip.readEntry();
  });

const openMember = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(err ?? new Error('unreadable')) : resolve(stream),
    ),
  );

/**
 * Streams every member of a verified zip into `into` (an empty temp folder), one at a time, and
 * answers each file with its sha256. Members that would land outside it (`..`, absolute paths,
 * symbolic links) and archives past the server's own member and unpacked-size limits are refused:
 * the caller then deletes `into`, so nothing of a refused archive stays.
 */
export const unpackZip = async (
  zipFile: string,
  into: string,
  zipName: string,
  { maxEntries, maxBytes }: { maxEntries: number; maxBytes: number } = {
    maxEntries: releaseLimits.archiveMaxEntries,
    maxBytes: releaseLimits.archiveMaxUncompressedBytes,
  },
): Promise<UnpackedFile[]> => {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipFile);
  } catch (error) {
    throw refuse(zipName, `it is not a readable zip (${(error as Error).message})`);
  }
  const files: UnpackedFile[] = [];
  const seen = new Set<string>();
  let entries = 0;
  let bytes = 0;
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      if (++entries > maxEntries) throw refuse(zipName, `it holds more than ${maxEntries} members`);
      const name = decodeMemberName(entry.fileName as unknown as Buffer);
      const unsafe = unsafeMemberPath(name, entry.externalFileAttributes >>> 16);
      if (unsafe) throw refuse(zipName, `the member ${JSON.stringify(name)} ${unsafe}`);
      const relative = name.replace(/\/+$/, '');
      if (relative === '' || relative === '.') continue;
      const target = path.join(into, ...relative.split('/'));
      if (name.endsWith('/')) {
        mkdirSync(target, { recursive: true });
        continue;
      }
      if (seen.has(relative)) throw refuse(zipName, `the member ${JSON.stringify(name)} appears twice`);
      seen.add(relative);
      mkdirSync(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          bytes += chunk.length;
          if (bytes > maxBytes) {
            done(refuse(zipName, `it unpacks to more than ${maxBytes} bytes`));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // Executable members stay executable (scripts in an agent); nothing else carries over.
      const mode = (entry.externalFileAttributes >>> 16) & 0o111 ? 0o755 : 0o644;
      await pipeline(await openMember(zip, entry), counter, createWriteStream(target, { flags: 'wx', mode }));
      files.push({ path: relative, sha256: hash.digest('hex'), size });
    }
  } catch (error) {
    zip.close();
    if (error instanceof CliError) throw error;
    throw refuse(zipName, (error as Error).message);
  }
  if (files.length === 0) throw refuse(zipName, 'it holds no files');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
};
