/**
 * Requests this process is answering, shared with its scanning threads (decision 083). A nice
 * value ranks threads only inside one scheduling group: on Linux each session has its own
 * (autogroup) and each service its own cgroup, so PostgreSQL, in another, gets no more CPU than a
 * nice-19 scan. While a request waits on the database the scan would take that core. So the
 * scanning threads also pause between files while requests are in flight.
 *
 * Cell 0 counts requests in flight; cell 1 counts the pauses the scanning threads took.
 */
export type RequestGauge = Int32Array;

export const createRequestGauge = (): RequestGauge => new Int32Array(new SharedArrayBuffer(8));

export const requestStarted = (gauge: RequestGauge) => {
  Atomics.add(gauge, 0, 1);
};

/** Wakes paused scans when the last request in flight is answered. */
export const requestEnded = (gauge: RequestGauge) => {
  if (Atomics.sub(gauge, 0, 1) === 1) Atomics.notify(gauge, 0);
};

export const requestsInFlight = (gauge: RequestGauge) => Atomics.load(gauge, 0);

export const pausesTaken = (gauge: RequestGauge) => Atomics.load(gauge, 1);

export type YieldOptions = {
  /** A scan runs at least this long between two pauses (default 5 ms). */
  sliceMs?: number;
  /**
   * The longest one pause lasts (default 45 ms): under steady traffic a scan still gets about a
   * tenth of a core, so it finishes rather than waits for a quiet moment that may not come.
   */
  maxPauseMs?: number;
  /**
   * Pauses of one scan add up to at most this (default 20 s); after that it runs at its nice
   * value alone, so pausing never pushes a scan past its lease (60 s) or the pool's time limit.
   */
  budgetMs?: number;
};

/**
 * What a scanning thread calls between files of one scan: once it has run `sliceMs`, it waits
 * while requests are in flight, until the last one is answered or `maxPauseMs` has passed. Blocks
 * the calling thread (Atomics.wait), so it is only for worker threads. One per scan.
 */
export const createYield = (
  gauge: RequestGauge,
  { sliceMs = 5, maxPauseMs = 45, budgetMs = 20_000 }: YieldOptions = {},
) => {
  let runningSince = performance.now();
  let paused = 0;
  return () => {
    const now = performance.now();
    if (now - runningSince < sliceMs || paused >= budgetMs) return;
    let inFlight = Atomics.load(gauge, 0);
    if (inFlight > 0) {
      Atomics.add(gauge, 1, 1);
      const until = now + Math.min(maxPauseMs, budgetMs - paused);
      while (inFlight > 0) {
        const left = until - performance.now();
        if (left <= 0) break;
        Atomics.wait(gauge, 0, inFlight, left);
        inFlight = Atomics.load(gauge, 0);
      }
    }
    runningSince = performance.now();
    paused += runningSince - now;
  };
};
