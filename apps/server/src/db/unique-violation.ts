/** True when a query failed on a unique index (SQLSTATE 23505), on either driver, wrapped or not. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};
