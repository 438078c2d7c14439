import { inflateRawSync } from 'node:zlib';
import { decodeMemberName, releaseLimits, type ScanFinding, unsafeMemberPath } from '@agentsy/contracts';
import yauzl from 'yauzl';
import { finding } from './findings';

/**
 * Below this many bytes a member is not held to the ratio: a small file of repeated characters
 * (a blank-padded table, a long line of dashes) compresses far better than 100:1 and is harmless.
 */
const RATIO_FLOOR = 1024 * 1024;

/** What reading an upload's archives found, and what they held. */
export type ArchiveState = {
  findings: ScanFinding[];
  entries: number;
  /** Inflated bytes still allowed, over every archive of the upload. */
  bytesLeft: number;
  /** Set once a whole-upload limit is passed: nothing more is read. */
  stopped: boolean;
};

export const newArchiveState = (): ArchiveState => ({
  findings: [],
  entries: 0,
  bytesLeft: releaseLimits.archiveMaxUncompressedBytes,
  stopped: false,
});

/** A zip starts with a local file header (or is an empty zip's end record), never anything else. */
export const looksLikeZip = (bytes: Buffer) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      // Names are decoded here, not by yauzl: it rejects `../` names, which are a finding for us.
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: false, strictFileNames: false },
      (err, zip) => (err || !zip ? reject(err ?? new Error('unreadable zip')) : resolve(zip)),
    ),
  );

/** A member's bytes as stored (still deflated), or as yauzl decodes them for other methods. */
const openStream = (zip: yauzl.ZipFile, entry: yauzl.Entry, raw: boolean) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, raw ? { decodeFileData: false } : {}, (err, stream) =>
      err || !stream ? reject(err ?? new Error('unreadable member')) : resolve(stream),
    ),
  );

/**
 * Reads one member, counting bytes as they come: past `allowed` the stream is destroyed, so a
 * bomb never grows in memory beyond the limit. Resolves undefined when a limit stopped it.
 */
const readStream = (stream: NodeJS.ReadableStream & { destroy?: () => void }, allowed: number) =>
  new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let overLimit = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > allowed) {
        overLimit = true;
        chunks.length = 0;
        stream.destroy?.();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    stream.on('error', (e) => (overLimit ? undefined : reject(e)));
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
  });

/**
 * One member's content, never more than `allowed` bytes of it in memory (undefined past that).
 * Deflated members are inflated here, synchronously, on the scanning thread: zlib's streams
 * would do that work on libuv's shared pool, which keeps the request thread's priority
 * (decision 083). The inflater stops one output chunk past the size the member declares.
 */
const readMember = async (zip: yauzl.ZipFile, entry: yauzl.Entry, allowed: number) => {
  if (entry.compressionMethod !== 8 || entry.isEncrypted())
    return readStream(await openStream(zip, entry, false), allowed);
  const packed = await readStream(await openStream(zip, entry, true), entry.compressedSize);
  if (!packed) throw new Error('the member holds more packed bytes than it declares');
  // The checks before the read keep the declared size within `allowed`: more is a lie.
  const declared = entry.uncompressedSize;
  let content: Buffer;
  try {
    content = inflateRawSync(packed, { maxOutputLength: Math.max(1, Math.min(allowed, declared)) });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') throw error;
    if (declared > allowed) return undefined;
    throw new Error(`too many bytes in the stream. expected ${declared}`);
  }
  if (content.length !== declared)
    throw new Error(`too ${content.length > declared ? 'many' : 'few'} bytes in the stream. expected ${declared}`);
  return content;
};

type OnMember = (path: string, bytes: Buffer, depth: number) => Promise<void>;

/**
 * Opens a zip member by member (one member in memory at a time) and hands each file to
 * `onMember`, which may open a nested archive with a deeper `depth`. Archive findings and the
 * limits of the whole upload live in `state`.
 */
export const walkZip = async (bytes: Buffer, prefix: string, state: ArchiveState, onMember: OnMember, depth = 1) => {
  const where = prefix ? prefix.slice(0, -2) : '';
  const limit = (file: string, message: string, evidence = '') =>
    state.findings.push(finding('archive.limits', 'critical', file, null, message, evidence));
  const seen = new Set<string>();
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    state.findings.push(unreadable(where, error));
    return;
  }
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry || state.stopped) break;
      const name = decodeMemberName(entry.fileName as unknown as Buffer);
      const path = prefix + name;
      if (++state.entries > releaseLimits.archiveMaxEntries) {
        state.stopped = true;
        limit(where, `The archive holds more than ${releaseLimits.archiveMaxEntries.toLocaleString('en-US')} entries.`);
        break;
      }
      const unsafe = unsafeMemberPath(name, entry.externalFileAttributes >>> 16);
      if (unsafe) state.findings.push(finding('archive.path', 'critical', path, null, `This member path ${unsafe}.`));
      const key = name.replace(/\\/g, '/').replace(/\/+$/, '');
      if (seen.has(key))
        state.findings.push(finding('archive.path', 'critical', path, null, 'This member path appears twice.'));
      seen.add(key);
      if (name.endsWith('/') || unsafe === 'is a symbolic link') continue;
      if (entry.uncompressedSize > state.bytesLeft) {
        state.stopped = true;
        limit(path, 'The archive inflates to more than 200 MB in all.', `${entry.uncompressedSize} bytes`);
        break;
      }
      const perMember = Math.max(entry.compressedSize * releaseLimits.archiveMaxRatio, RATIO_FLOOR);
      if (entry.uncompressedSize > perMember) {
        limit(path, 'This member inflates more than 100 times its packed size.', ratioOf(entry));
        continue;
      }
      let content: Buffer | undefined;
      try {
        content = await readMember(zip, entry, Math.min(perMember, state.bytesLeft));
      } catch (error) {
        // A member that inflates past the size it declares is a bomb hiding behind its header.
        if (/too many bytes/i.test(String(error))) limit(path, 'This member inflates past the size it declares.');
        else state.findings.push(unreadable(path, error));
        continue;
      }
      if (!content) {
        if (state.bytesLeft <= perMember) state.stopped = true;
        limit(path, 'This member inflated past the archive limits while it was read.');
        continue;
      }
      state.bytesLeft -= content.length;
      await onMember(path, content, depth);
    }
  } catch (error) {
    state.findings.push(unreadable(where, error));
  } finally {
    zip.close();
  }
};

const ratioOf = (entry: yauzl.Entry) =>
  `${entry.uncompressedSize} bytes from ${entry.compressedSize} (${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))}:1)`;

const unreadable = (file: string, error: unknown) =>
  finding(
    'archive.unreadable',
    'critical',
    file,
    null,
    'This archive or member cannot be read (damaged, encrypted or packed with an unknown method), so it cannot be checked.',
    String(error instanceof Error ? error.message : error).slice(0, 120),
  );

const nextEntry = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry | undefined>((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => done(() => resolve(entry));
    const onEnd = () => done(() => resolve(undefined));
    const onError = (error: Error) => done(() => reject(error));
    const done = (settle: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      settle();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
