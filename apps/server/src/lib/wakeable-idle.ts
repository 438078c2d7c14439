/**
 * A worker's pause between polls that a wake-up (a NOTIFY, a stop) ends at once: `idle(ms)`
 * resolves after `ms` or at the next `wake()`, whichever comes first. The scan and webhook
 * workers poll their queues with it.
 */
export const createWakeableIdle = () => {
  const sleepers = new Set<() => void>();
  return {
    wake: () => {
      for (const resume of sleepers) resume();
      sleepers.clear();
    },
    /** Ends the longest pause only: one loop looks for the new work, and wakes the next if it finds plenty. */
    wakeOne: () => {
      const [resume] = sleepers;
      resume?.();
    },
    idle: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        }
        sleepers.add(done);
      }),
  };
};
