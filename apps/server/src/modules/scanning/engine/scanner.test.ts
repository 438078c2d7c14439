import { afterAll, describe, expect, it } from 'vitest';
import { createScanner, type Scanner, scanAgentFile } from './index';
import { storedZip } from './test-zips';

const scanners: Scanner[] = [];
const open = (options?: Parameters<typeof createScanner>[0]) => {
  const scanner = createScanner(options);
  scanners.push(scanner);
  return scanner;
};
afterAll(() => Promise.all(scanners.map((s) => s.close())));

describe('createScanner', () => {
  it('scans in a worker thread with the same result as the engine itself', async () => {
    const input = { bytes: storedZip({ 'README.md': '# Agent\n', 'main.py': 'print(1)\n' }), fileName: 'agent.zip' };
    const scanner = open();
    expect(await scanner.scan(input)).toEqual(await scanAgentFile(input));
  });

  it('runs scans side by side on its threads', async () => {
    const scanner = open({ threads: 2 });
    const inputs = ['a', 'b', 'c'].map((name) => ({
      bytes: Buffer.from(`print("${name}")\n`),
      fileName: `${name}.py`,
    }));
    const results = await Promise.all(inputs.map((input) => scanner.scan(input)));
    expect(results.map((r) => r.summary.files)).toEqual([1, 1, 1]);
  });

  it('rejects a scan whose worker dies, and scans the next one on a fresh worker', async () => {
    // Each of these 150,000 tokens becomes a secret report: far more than a 32 MB heap holds.
    const scanner = open({ maxHeapMb: 32 });
    const token = (i: number) => `xoxb-${100000000000 + i}-${1000000000000 + i}-q7Zk2mW9pX4vR8tL3nB6yHcJ`;
    const big = Buffer.from(Array.from({ length: 150_000 }, (_, i) => token(i)).join('\n'));
    await expect(scanner.scan({ bytes: big, fileName: 'tokens.txt' })).rejects.toThrow(/memory/i);
    const next = await scanner.scan({ bytes: Buffer.from('print(1)\n'), fileName: 'ok.py' });
    expect(next.summary).toMatchObject({ files: 1, critical: 0 });
  });

  it('rejects a scan that runs past its time limit', async () => {
    const scanner = open({ timeoutMs: 1 });
    await expect(scanner.scan({ bytes: Buffer.alloc(5 * 2 ** 20, 'a'), fileName: 'slow.txt' })).rejects.toThrow(
      /abort/i,
    );
  });
});
