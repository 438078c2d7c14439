import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createScanPool } from './pool';
import { currentThreadId } from './thread-priority';

const pools: ReturnType<typeof createScanPool>[] = [];
const open = (options?: Parameters<typeof createScanPool>[0]) => {
  const pool = createScanPool(options);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** A thread's nice value as the kernel reports it (field 19 of its stat line). */
const kernelNice = (tid: number) => {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe('the scanning threads’ priority', () => {
  it('scans at nice 19, the lowest priority, while the calling thread keeps its own', async () => {
    const before = getPriority();
    const { threadId, nice } = await open().threadInfo();
    expect(threadId).toBeTypeOf('number');
    expect(threadId).not.toBe(currentThreadId());
    expect(nice).toBe(19);
    expect(getPriority(threadId)).toBe(19);
    expect(kernelNice(threadId!)).toBe(19);
    expect(getPriority()).toBe(before);
    expect(kernelNice(currentThreadId()!)).toBe(before);
  });

  it('takes the nice value it is given', async () => {
    const wanted = Math.max(5, getPriority());
    const { threadId } = await open({ nice: wanted }).threadInfo();
    expect(kernelNice(threadId!)).toBe(wanted);
  });
});
