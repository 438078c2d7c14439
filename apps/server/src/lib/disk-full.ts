/**
 * Whether an error means a disk is full: PostgreSQL's (and PGlite's) `disk_full`, SQLSTATE 53100,
 * raised when a write cannot extend a file, or the file system's ENOSPC / EDQUOT. Drizzle wraps
 * the driver's error, so the chain of causes is searched.
 */
const CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

export const isDiskFull = (error: unknown): boolean => {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && /No space left on device/i.test(message)) return true;
  }
  return false;
};
