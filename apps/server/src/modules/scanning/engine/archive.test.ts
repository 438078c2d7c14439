import zlib from 'node:zlib';
import { statusOfFindings } from '@agentsy/contracts';
import { zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { scanAgentFile } from './index';
import { deflatedZeros, rawZip, storedZip } from './test-zips';

const ids = (result: Awaited<ReturnType<typeof scanAgentFile>>) => result.findings.map((f) => f.ruleId);
const zip = (files: Record<string, string | [string, object]>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, v]) =>
          Array.isArray(v) ? [name, [Buffer.from(v[0]), v[1]]] : [name, Buffer.from(v)],
        ),
      ) as never,
    ),
  );

describe('archives', () => {
  it('opens a plain project zip member by member and counts what it read', async () => {
    const result = await scanAgentFile({
      bytes: zip({ 'README.md': '# Agent\n', 'src/main.py': 'print("hi")\n', 'docs/': '' }),
      fileName: 'agent.zip',
    });
    expect(result.findings).toEqual([]);
    expect(result.summary).toMatchObject({ files: 2, bytes: 20, critical: 0 });
  });

  it('inflates members on the scanning thread, never through zlib streams on the shared pool', async () => {
    // zlib's streams inflate on libuv's thread pool, which runs at the request thread's priority.
    const streams = vi.spyOn(zlib, 'createInflateRaw');
    const text = 'An agent that answers questions.\n'.repeat(2000);
    const result = await scanAgentFile({
      bytes: zip({ 'README.md': text, 'a/b.py': [`print(1)\n${text}`, { level: 9 }] }),
      fileName: 'agent.zip',
    });
    expect(result.summary).toMatchObject({ files: 2, bytes: 2 * text.length + 9, critical: 0 });
    expect(streams).not.toHaveBeenCalled();
    streams.mockRestore();
  });

  it('tells a member that inflates short of its declared size as unreadable', async () => {
    const short = rawZip([{ name: 'short.txt', data: zlib.deflateRawSync('hello\n'), size: 10 }]);
    const result = await scanAgentFile({ bytes: short, fileName: 'short.zip' });
    expect(result.findings).toMatchObject([{ ruleId: 'archive.unreadable', file: 'short.txt' }]);
  });

  it('blocks a zip bomb from its headers without inflating it', async () => {
    // 300 MiB of zeros in a few hundred KB: past 200 MB in all and far past 100:1.
    const bomb = rawZip([{ name: 'zeros.txt', data: deflatedZeros(300), size: 300 * 2 ** 20 }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    const result = await scanAgentFile({ bytes: bomb, fileName: 'bomb.zip' });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 2 ** 20);
    expect(ids(result)).toContain('archive.limits');
    expect(statusOfFindings(result.findings)).toBe('blocked');
  });

  it('stops a bomb whose header lies about its size while it inflates', async () => {
    const liar = rawZip([{ name: 'small.txt', data: deflatedZeros(300), size: 1000 }]);
    const result = await scanAgentFile({ bytes: liar, fileName: 'liar.zip' });
    expect(result.findings).toMatchObject([{ ruleId: 'archive.limits', file: 'small.txt', severity: 'critical' }]);
  });

  it('blocks each member path that would land outside the folder, and repeats', async () => {
    const result = await scanAgentFile({
      bytes: storedZip({
        '../evil.sh': 'echo hi\n',
        '/etc/passwd': 'x\n',
        'C:/Windows/win.ini': 'x\n',
        'a\\..\\..\\b.txt': 'x\n',
        'dup.txt': 'one\n',
        'dup.txt ': 'not a repeat\n',
      }),
      fileName: 'paths.zip',
    });
    const paths = result.findings.filter((f) => f.ruleId === 'archive.path').map((f) => f.file);
    expect(paths.sort()).toEqual(['../evil.sh', '/etc/passwd', 'C:/Windows/win.ini', 'a\\..\\..\\b.txt']);
    const twice = await scanAgentFile({
      bytes: rawZip(['x.md', 'x.md'].map((name) => ({ name, data: Buffer.from('# x\n'), size: 4, method: 0 }))),
      fileName: 'twice.zip',
    });
    expect(twice.findings).toMatchObject([{ ruleId: 'archive.path', message: 'This member path appears twice.' }]);
  });

  it('blocks what the agentsy command would refuse to unpack: backslashes and empty folder names', async () => {
    const result = await scanAgentFile({
      bytes: storedZip({ 'tools\\run.sh': 'echo hi\n', 'docs//readme.md': '# hi\n', 'ok/fine.md': '# ok\n' }),
      fileName: 'windows.zip',
    });
    expect(result.findings.map((f) => [f.ruleId, f.file, f.message]).sort()).toEqual([
      ['archive.path', 'docs//readme.md', 'This member path has an empty folder name.'],
      ['archive.path', 'tools\\run.sh', 'This member path is not a plain forward-slash path.'],
    ]);
  });

  it('blocks a symbolic link member', async () => {
    const bytes = rawZip([
      { name: 'key', data: Buffer.from('/home/me/.ssh/id_rsa'), size: 20, method: 0, mode: 0o120777 },
    ]);
    const result = await scanAgentFile({ bytes, fileName: 'link.zip' });
    expect(result.findings).toMatchObject([
      { ruleId: 'archive.path', file: 'key', message: 'This member path is a symbolic link.' },
    ]);
  });

  it('opens nested archives to depth 3 and blocks a fourth level', async () => {
    const level3 = storedZip({ 'deep.txt': 'hello\n' });
    const threeDeep = storedZip({ 'b.zip': storedZip({ 'c.zip': level3 }) });
    const ok = await scanAgentFile({ bytes: threeDeep, fileName: 'a.zip' });
    expect(ok.findings).toEqual([]);
    expect(ok.summary.files).toBe(3);
    const fourDeep = storedZip({ 'b.zip': storedZip({ 'c.zip': storedZip({ 'd.zip': level3 }) }) });
    const deep = await scanAgentFile({ bytes: fourDeep, fileName: 'a.zip' });
    expect(deep.findings).toMatchObject([{ ruleId: 'archive.limits', file: 'b.zip!/c.zip!/d.zip' }]);
  });

  it('stops after 10,000 entries', async () => {
    const many = rawZip(
      Array.from({ length: 10_001 }, (_, i) => ({
        name: `f${i}.txt`,
        data: Buffer.from('x'),
        size: 1,
        method: 0 as const,
      })),
    );
    const result = await scanAgentFile({ bytes: many, fileName: 'many.zip' });
    expect(result.findings).toMatchObject([{ ruleId: 'archive.limits', message: expect.stringContaining('10,000') }]);
    expect(result.summary.files).toBe(10_000);
  });

  it('calls a damaged archive unreadable', async () => {
    const result = await scanAgentFile({ bytes: Buffer.from('PK\x03\x04 not really'), fileName: 'broken.zip' });
    expect(ids(result)).toEqual(['archive.unreadable']);
  });
});
