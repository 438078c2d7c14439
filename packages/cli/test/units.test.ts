import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../src/download';
import { CliError, exitCodes } from '../src/exit-codes';
import { folderName } from '../src/install';
import { parseAgentRef } from '../src/library';
import { unpackZip } from '../src/unpack';

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

describe('unpackZip', () => {
  const zipFile = (entries: Zippable) => {
    const root = mkdtempSync(path.join(tmpdir(), 'agentsy-unpack-'));
    const file = path.join(root, 'agent.zip');
    writeFileSync(file, zipSync(entries));
    return { file, into: path.join(root, 'into'), root };
  };
  const unpack = (entries: Zippable, limits?: { maxEntries: number; maxBytes: number }) => {
    const { file, into } = zipFile(entries);
    mkdirSync(into);
    return unpackZip(file, into, 'agent.zip', limits);
  };
  const text = (s: string) => strToU8(s);

  it('refuses a symbolic link member, an absolute one, and archives past the member or size cap', async () => {
    const link = { 'tools/link': [text('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] } as Zippable;
    await expect(unpack(link)).rejects.toThrow('the member "tools/link" is a symbolic link');
    await expect(unpack({ '/abs.txt': text('x') })).rejects.toThrow('"/abs.txt" is an absolute path');
    const three = { a: text('1'), b: text('2'), c: text('3') };
    await expect(unpack(three, { maxEntries: 2, maxBytes: 100 })).rejects.toThrow('more than 2 members');
    await expect(unpack(three, { maxEntries: 3, maxBytes: 2 })).rejects.toThrow('unpacks to more than 2 bytes');
    expect(await unpack(three, { maxEntries: 3, maxBytes: 3 })).toHaveLength(3);
    const { file, into } = zipFile({});
    writeFileSync(file, 'not a zip');
    const refused = await unpackZip(file, into, 'agent.zip').catch((e: CliError) => e);
    expect(refused).toMatchObject({ exitCode: exitCodes.tampered });
    expect((refused as CliError).message).toContain('agent.zip cannot be unpacked safely: it is not a readable zip');
  });
});
