import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The calling thread's kernel id on Linux (`/proc/thread-self` is "<pid>/task/<tid>"); undefined elsewhere. */
export const currentThreadId = (): number | undefined => {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sets the calling thread's nice value. On Linux setpriority(PRIO_PROCESS, tid) reaches one
 * thread only, so the thread that answers requests keeps its priority; on other systems the same
 * call would lower the whole process, so there nothing changes. Returns the thread id, if known.
 */
export const niceThisThread = (nice: number): number | undefined => {
  const tid = currentThreadId();
  if (tid === undefined) return undefined;
  try {
    setPriority(tid, nice);
  } catch {
    // Without privileges a thread may lower its priority but never raise it back: a process
    // started nicer than `nice` keeps its own value.
  }
  return tid;
};
