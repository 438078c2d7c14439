import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('README.md, what a newcomer reads first', () => {
  it('opens with the two commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toContain('npm install && npm start');
    expect(firstBlock).toContain('npm test');
  });

  it('has Run, Develop, Test, Layout and where to read next, in at most 8 KB', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Run it', 'Develop', 'Test it', 'Layout', 'Read next']);
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(8 * 1024);
  });
});
