import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createScanPool } from './pool';
import { createRequestGauge, pausesTaken, requestEnded, requestStarted } from './request-gauge';
import { storedZip } from './test-zips';
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

  it('nices the thread piscina starts in place of one that was stopped', async () => {
    const pool = open({ timeoutMs: 50 });
    const first = await pool.threadInfo();
    expect(kernelNice(first.threadId!)).toBe(19);
    // Seconds of secretlint and YARA work: stopped at 50 ms, its thread ended with it.
    const long = Buffer.from('const answer = "An agent that answers questions.";\n'.repeat(200_000));
    await expect(pool.scan({ bytes: long, fileName: 'agent.js' })).rejects.toThrow();
    const next = await pool.threadInfo();
    expect(next.threadId).toBeTypeOf('number');
    expect(next.threadId).not.toBe(first.threadId);
    expect(kernelNice(next.threadId!)).toBe(19);
  });
});

describe('scanning while requests are in flight', () => {
  const project = storedZip(
    Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`src/f${i}.md`, `# Part ${i}\n`.repeat(200)])),
  );

  it('pauses between files while the request thread answers, and not when it is idle', async () => {
    const gauge = createRequestGauge();
    const pool = open({ gauge });
    await pool.threadInfo();
    const idle = await pool.scan({ bytes: project, fileName: 'agent.zip' });
    expect(pausesTaken(gauge)).toBe(0);
    requestStarted(gauge);
    const busy = await pool.scan({ bytes: project, fileName: 'agent.zip' });
    requestEnded(gauge);
    expect(pausesTaken(gauge)).toBeGreaterThan(0);
    // Same findings either way: a pause only moves the work later.
    expect(busy).toEqual(idle);
    expect(busy.summary.files).toBe(300);
  });
});
