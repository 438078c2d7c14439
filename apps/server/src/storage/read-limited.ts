import { finished, type Readable } from 'node:stream';
import { byteLimit } from './byte-limit';

/**
 * Reads an upload into memory, failing as soon as it passes `maxBytes` (for files small enough
 * to hold, such as pictures), so an oversized file is refused without reading it to the end.
 */
export const readLimited = async (file: Readable, maxBytes: number) => {
  const limiter = byteLimit(maxBytes);
  const chunks: Buffer[] = [];
  file.on('error', (e) => limiter.destroy(e));
  file.pipe(limiter);
  // A file stream already ended by a broken or cut-short body would never feed the limiter.
  finished(file, (e) => {
    if (e) limiter.destroy(e);
  });
  for await (const chunk of limiter) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
