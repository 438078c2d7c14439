import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Rules written once (docs/architecture.md#mutation-failures, #query-keys): these checks keep a new
// feature from writing them again.
const srcDir = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const files = sourceFiles(srcDir).map((path) => ({
  path: relative(srcDir, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

const offending = (pattern: RegExp, allowed: string[] = []) =>
  files.filter(({ path, text }) => !allowed.includes(path) && pattern.test(text)).map(({ path }) => path);

describe('rules written once', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('handles a 401 in the query client only, never in a feature or screen', () => {
    expect(
      offending(/handleUnauthorized|isUnauthorizedError\(|redirectToLogin\(/, [
        'lib/api-client.ts',
        'lib/mutation-failure.ts',
        'lib/unauthorized.ts',
        'app/require-auth.tsx',
      ]),
    ).toEqual([]);
  });

  it('writes every query key in lib/query-keys.ts', () => {
    // A key written out elsewhere: `queryKey: [...]`, or an array that starts with an API path.
    expect(offending(/queryKey:\s*\[|\[\s*['`]\/api\/|\[\s*'admin'/, ['lib/query-keys.ts'])).toEqual([]);
  });
});
