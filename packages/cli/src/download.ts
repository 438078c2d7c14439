import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import cliProgress from 'cli-progress';
import { type Api, failureOf } from './api';
import type { Io } from './io';

/** Downloads above this size draw a progress bar. */
export const progressBarBytes = 1024 * 1024;

export type Downloaded = { tempFile: string; sha256: string; size: number; fileName: string };

/** RFC 6266: the UTF-8 `filename*` when given, else the plain one; never a path. */
export const fileNameOf = (disposition: string | null) => {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename="([^"]*)"/i)?.[1];
  let name = '';
  try {
    name = star ? decodeURIComponent(star) : (plain ?? '');
  } catch {
    name = plain ?? '';
  }
  name = path.basename(name.replace(/\\/g, '/'));
  return name && name !== '.' && name !== '..' ? name : 'agent';
};

/**
 * Streams a download into a hidden temp file in `dir` (the same disk as its final place, so the
 * rename is atomic), hashing as it goes. The caller renames or deletes it. The bar's total is the
 * library's file size: a compressed answer has no Content-Length of the file's bytes.
 */
export const downloadToTemp = async (
  io: Io,
  api: Api,
  { url, size: total }: { url: string; size: number },
  dir: string,
): Promise<Downloaded> => {
  const res = await api.request(url);
  if (!res.ok || !res.body) throw await failureOf(res, api.server);
  const tempFile = path.join(dir, `.agentsy-${randomBytes(6).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const bar =
    io.progressStream && total > progressBarBytes
      ? new cliProgress.SingleBar(
          { stream: io.progressStream, format: 'Downloading [{bar}] {percentage}% {value}/{total} bytes' },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  bar?.start(total, 0);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      bar?.update(size);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(res.body as never), counter, createWriteStream(tempFile, { mode: 0o644 }));
  } catch (error) {
    rmSync(tempFile, { force: true });
    throw error;
  } finally {
    bar?.stop();
  }
  return { tempFile, sha256: hash.digest('hex'), size, fileName: fileNameOf(res.headers.get('content-disposition')) };
};
