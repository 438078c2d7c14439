import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../src/download';
import { CliError } from '../src/exit-codes';
import { folderName } from '../src/install';
import { parseAgentRef } from '../src/library';

describe('fileNameOf', () => {
  it('takes the UTF-8 name over the ASCII one, and never a path', () => {
    expect(fileNameOf(`attachment; filename="r_sum_.json"; filename*=UTF-8''r%C3%A9sum%C3%A9.json`)).toBe(
      'résumé.json',
    );
    expect(fileNameOf('attachment; filename="agent.zip"')).toBe('agent.zip');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('passwd');
    expect(fileNameOf('attachment; filename="..\\\\..\\\\evil.json"')).toBe('evil.json');
    expect(fileNameOf(`attachment; filename*=UTF-8''..`)).toBe('agent');
    expect(fileNameOf(null)).toBe('agent');
  });
});

describe('parseAgentRef', () => {
  it('splits a version off at the last @', () => {
    expect(parseAgentRef('inbox-zero')).toEqual({ id: 'inbox-zero', version: undefined });
    expect(parseAgentRef('inbox-zero@1.2.0')).toEqual({ id: 'inbox-zero', version: '1.2.0' });
    expect(() => parseAgentRef('inbox-zero@')).toThrow(CliError);
  });
});

describe('folderName', () => {
  it('accepts the server slugs and nothing that leaves the install folder', () => {
    expect(folderName.test('inbox-zero-pro')).toBe(true);
    for (const bad of ['..', '../x', 'a/b', '', '.hidden', 'A']) expect(folderName.test(bad)).toBe(false);
  });
});
