import { Transform } from 'node:stream';
import { FileTooLargeError } from './storage';

/** Passes bytes through, failing the stream as soon as more than `maxBytes` have gone by. */
export const byteLimit = (maxBytes: number) => {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.assign(limiter, { bytesSeen: () => seen });
};
