import { describe, expect, it } from 'vitest';
import { decodeMemberName, unsafeMemberPath } from './archive-members';

describe('unsafeMemberPath', () => {
  it('lets plain relative files and folders through', () => {
    expect(unsafeMemberPath('prompt.md', 0o100644)).toBeUndefined();
    expect(unsafeMemberPath('tools/', 0o40755)).toBeUndefined();
    expect(unsafeMemberPath('tools/run.sh', 0o100755)).toBeUndefined();
  });

  it('names why a member would land outside its folder or somewhere unexpected', () => {
    expect(unsafeMemberPath('/etc/passwd', 0)).toBe('is an absolute path');
    expect(unsafeMemberPath('\\server\\share', 0)).toBe('is an absolute path');
    expect(unsafeMemberPath('C:/Windows/x', 0)).toBe('is an absolute path');
    expect(unsafeMemberPath('a/../../x', 0)).toBe('climbs out of its folder with ".."');
    expect(unsafeMemberPath('..\\x', 0)).toBe('climbs out of its folder with ".."');
    expect(unsafeMemberPath('a\\b', 0)).toBe('is not a plain forward-slash path');
    expect(unsafeMemberPath('a\0b', 0)).toBe('is not a plain forward-slash path');
    expect(unsafeMemberPath('a//b', 0)).toBe('has an empty folder name');
    expect(unsafeMemberPath('link', 0o120777)).toBe('is a symbolic link');
  });
});

describe('decodeMemberName', () => {
  it('reads UTF-8, and anything else byte for byte', () => {
    expect(decodeMemberName(new TextEncoder().encode('résumé.md'))).toBe('résumé.md');
    expect(decodeMemberName(Uint8Array.from([0x72, 0xe9, 0x73]))).toBe('rés');
  });
});
