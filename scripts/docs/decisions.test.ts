import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');
const records = readdirSync(decisionsDir).filter((f) => /^\d{3}-.*\.md$/.test(f));
const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

/** The `Date` and `Status` lines under a record's title. */
const headerOf = (file: string) => {
  const text = readFileSync(path.join(decisionsDir, file), 'utf8');
  return {
    date: /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1],
    status: /^Status: (accepted|superseded by \[(\d{3})\]\((\d{3}-[^)]+\.md)\))$/m.exec(text),
  };
};

describe('decision records', () => {
  it.each(records)('%s has a Date and a Status, and is in the index with them', (file) => {
    const { date, status } = headerOf(file);
    expect(date, 'Date: YYYY-MM-DD under the title').toBeDefined();
    expect(status, 'Status: accepted, or superseded by [NNN](NNN-....md)').not.toBeNull();
    const row = index.split('\n').find((line) => line.startsWith(`| ${file.slice(0, 3)} | [`));
    expect(row, 'a row in docs/decisions/README.md').toBeDefined();
    const cells = row?.split('|').map((cell) => cell.trim());
    expect(cells?.[2]).toMatch(new RegExp(`^\\[.+\\]\\(${file}\\)$`));
    expect(cells?.slice(3, 5)).toEqual([date, status?.[1]]);
    const successor = status?.[3];
    if (successor) expect(records, 'the record that supersedes it exists').toContain(successor);
  });

  it('lists no record that is not there', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)\s*\|/g)].map((m) => m[1]);
    expect(listed.filter((f) => !records.includes(f as string))).toEqual([]);
  });
});

/** Folders whose text may cite a source; documents outside the repository must not be among them. */
const searched = ['apps', 'packages', 'docs', 'scripts', 'tests', 'bench', 'deploy', 'README.md'];
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', 'data']);
const textFile = /\.(ts|tsx|mts|mjs|cjs|js|md|sh|json|sql|conf|yaml|yml|html|css)$/;
const filesUnder = (relative: string): string[] => {
  const full = path.join(root, relative);
  if (!relative.includes('/') && textFile.test(relative)) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) return [];
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(child);
    return textFile.test(entry.name) ? [child] : [];
  });
};

describe('citations', () => {
  it('point at files in the repository, not at the design notes or numbered specs kept elsewhere', () => {
    const outside = /\bDESIGN\.md\b|\bspec [12]\b/i;
    const found = searched.flatMap(filesUnder).flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
