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
    // A 64 MB heap cannot hold 200 MB of member text: the worker runs out of memory mid-scan.
    const scanner = open({ maxHeapMb: 64 });
    const big = storedZip({ 'a.txt': 'x'.repeat(40 * 2 ** 20), 'b.txt': 'y'.repeat(40 * 2 ** 20) });
    await expect(scanner.scan({ bytes: big, fileName: 'big.zip' })).rejects.toThrow();
    const next = await scanner.scan({ bytes: Buffer.from('print(1)\n'), fileName: 'ok.py' });
    expect(next.summary).toMatchObject({ files: 1, critical: 0 });
  });

  it('rejects a scan that runs past its time limit, and goes on', async () => {
    const scanner = open({ timeoutMs: 1 });
    await expect(scanner.scan({ bytes: Buffer.alloc(5 * 2 ** 20, 'a'), fileName: 'slow.txt' })).rejects.toThrow();
  });
});
