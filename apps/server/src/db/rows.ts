/** `db.execute` answers `{ rows }` on both drivers; this gives the rows a type. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
