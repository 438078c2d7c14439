import rangeParser from 'range-parser';
import type { ByteRange } from '../../storage';

/**
 * The one range of an RFC 9110 `Range: bytes=` header that a media player asks for. A malformed
 * header, another unit or several ranges are answered with the whole file, as the RFC allows
 * (browsers' players never send several).
 */
export const parseByteRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  if (!header) return undefined;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  const [only] = ranges;
  return only && { start: only.start, end: only.end };
};
