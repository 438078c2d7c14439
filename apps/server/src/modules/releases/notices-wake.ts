/**
 * Tells this process at once that a publish owes update notices, so the notices job starts now
 * rather than at its next tick (jobs/scheduler.ts listens). Other processes still find the work
 * at their tick: this is only the shortcut for the process that published.
 */
export const createNoticesWake = () => {
  const listeners = new Set<() => void>();
  return {
    /** Called once the publishing transaction has committed, so the job sees its run. */
    owed: () => {
      for (const listener of listeners) listener();
    },
    /** Returns the function that stops listening. */
    onOwed: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
