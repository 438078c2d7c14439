import type { EngineResult } from '@agentsy/contracts';
import { Piscina } from 'piscina';
import type { RequestGauge } from './request-gauge';

export type ScannerOptions = {
  /** Worker threads scanning at once (default 1): scans never run on the thread that answers requests. */
  threads?: number;
  /** A scan still running after this long is stopped and its promise rejects (default 120 s). */
  timeoutMs?: number;
  /** Heap limit of each worker thread in MB (default 1024): past it the worker dies, the scan rejects. */
  maxHeapMb?: number;
  /**
   * The scanning threads' nice value on Linux (default 19, the lowest priority): the request
   * thread of the same process keeps its own, so a scan takes only the CPU browsing leaves.
   */
  nice?: number;
  /**
   * The request thread's count of requests in flight: scanning threads pause between files while
   * it is above 0 (request-gauge.ts). Without it scans never pause.
   */
  gauge?: RequestGauge;
};

// From the sources (tests, tsx) the worker is TypeScript loaded through tsx; the built server
// has it bundled as dist/scan-worker.mjs beside dist/main.mjs (scripts/build.mjs).
const fromSources = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSources ? './scan-worker.ts' : './scan-worker.mjs', import.meta.url);

/**
 * A small pool of scanning threads. A worker that crashes or runs out of its heap rejects the scan
 * it was running (the pipeline retries) and piscina starts a fresh one for the next scan.
 */
export const createScanPool = ({
  threads = 1,
  timeoutMs = 120_000,
  maxHeapMb = 1024,
  nice = 19,
  gauge,
}: ScannerOptions = {}) => {
  const pool = new Piscina({
    filename: workerFile.href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    workerData: { nice, gauge: gauge?.buffer },
  });
  // Scans wait here for a free thread, so the time limit counts running time, not time queued.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < threads) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    scan: async (input: { bytes: Buffer; fileName: string }): Promise<EngineResult> => {
      await acquire();
      try {
        return await pool.run(input, { signal: AbortSignal.timeout(timeoutMs) });
      } finally {
        release();
      }
    },
    /** The kernel id and nice value of a scanning thread (Linux; undefined elsewhere). */
    threadInfo: (): Promise<{ threadId?: number; nice?: number }> => pool.run(null, { name: 'threadInfo' }),
    close: () => pool.destroy(),
  };
};
