import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** What a refused request must leave as it was: rows per table, the ledger, the stored files. */
export type StateSnapshot = Record<string, string>;

/**
 * A function that takes the snapshot in one SQL query (a count per table of the app's schema, and
 * the ledger's sum and absolute sum) plus a walk of the data folder. The table list is read once,
 * so it must be called after the migrations.
 */
export const stateSnapshotter = async (db: Database, dataDir: string) => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).map((r) => r.name);
  const counts = tables.map((t) => `select ${quoteLiteral(t)} as name, count(*)::text as value from ${quoteIdent(t)}`);
  const ledger =
    "select 'ledger sum' as name, coalesce(sum(amount_cents), 0)::text || ' / ' || coalesce(sum(abs(amount_cents)), 0)::text from ledger_entries";
  const query = sql.raw([...counts, ledger].join(' union all '));

  return async (): Promise<StateSnapshot> => {
    const rows = rowsOf<{ name: string; value: string }>(await db.execute(query));
    const snapshot: StateSnapshot = Object.fromEntries(rows.map((r) => [r.name, String(r.value)]));
    for (const [file, size] of await filesUnder(dataDir)) snapshot[`file ${file}`] = String(size);
    return snapshot;
  };
};

/** The keys whose values differ, as `key: before -> after`. */
export const snapshotDifferences = (before: StateSnapshot, after: StateSnapshot) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key] ?? '(none)'} -> ${after[key] ?? '(none)'}`);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Every file under `root` with its size, as `path size` lines: the storage part of the state. */
export const filesUnder = async (root: string): Promise<[string, number][]> => {
  const out: [string, number][] = [];
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const info = await stat(path.join(root, entry)).catch(() => undefined);
    if (info?.isFile()) out.push([entry, info.size]);
  }
  return out;
};
