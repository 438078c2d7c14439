import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL client tool (Debian keeps them per version), else the one on PATH. */
const pgTool = (name: 'pg_dump' | 'pg_restore') => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
};

const explain = (tool: string, error: unknown): never => {
  const e = error as NodeJS.ErrnoException & { stderr?: string };
  if (e.code === 'ENOENT') throw new Error(`${tool} was not found: install the PostgreSQL client tools.`);
  throw new Error(`${tool} failed: ${(e.stderr || e.message).trim()}`);
};

/** pg_dump's own archive format: compressed, and pg_restore can restore it into an empty database. */
export const dumpPostgres = async (url: string, file: string) => {
  await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]).catch(
    (error) => explain('pg_dump', error),
  );
};

export const restorePostgres = async (url: string, file: string, { replace }: { replace: boolean }) => {
  const clean = replace ? ['--clean', '--if-exists'] : [];
  await run(pgTool('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...clean,
    `--dbname=${url}`,
    file,
  ]).catch((error) => explain('pg_restore', error));
};
