import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const maxLines = 250;

/**
 * Data, not code: a long list reads top to bottom and splitting it helps no one. A file lands
 * here by name, with the reason, so a growing piece of code cannot hide among the data.
 */
const dataFiles = new Set([
  // The demo seed's 40 listings, one object each.
  'apps/server/src/db/demo/catalogue.ts',
]);

/** Tests are exempt: a test file reads as one list of cases about one unit (docs/architecture.md#tests). */
const exempt = (file: string) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
  file.includes('/migrations/') ||
  /(^|\/)(generated|__generated__)\//.test(file) ||
  /\.(gen|generated)\.[cm]?[jt]sx?$/.test(file) ||
  dataFiles.has(file);

const sourceFiles = execFileSync('git', ['ls-files', '-z', '--', 'apps', 'packages', 'scripts', 'tests'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(file) && !exempt(file));

const linesOf = (file: string) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

describe('source file size', () => {
  it('finds the source files it checks', () => {
    expect(sourceFiles).toContain('apps/server/src/app.ts');
    expect(sourceFiles).toContain('scripts/scan/scan.ts');
  });

  it(`keeps every non-test, non-data source file at ${maxLines} lines or fewer`, () => {
    const tooLong = sourceFiles
      .map((file) => ({ file, lines: linesOf(file) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file} has ${lines} lines; split it by use case to ${maxLines} or fewer`);
    expect(tooLong, 'source files over the limit').toEqual([]);
  });

  it('lists only data files that exist', () => {
    const tracked = execFileSync('git', ['ls-files', '--', ...dataFiles], { cwd: root, encoding: 'utf8' });
    expect(tracked.trim().split('\n').sort()).toEqual([...dataFiles].sort());
  });
});
