import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, DbOrTx, Transaction } from '../../db/client';

type Scope = { tx: Transaction; failure?: unknown };

/**
 * Puts every write of one Better Auth request, and the mails our hooks queue for it, into one
 * transaction (docs/decisions/037-auth-mails-in-the-event-transaction.md).
 *
 * Better Auth writes through its drizzle adapter with no transaction around an endpoint (the
 * two-factor switches, the password change and the reset request each write on their own), and
 * it queues its mails after its writes. The adapter is given `db`, a stand-in that sends each
 * statement to the transaction of the request being served, when there is one. `run` opens that
 * transaction: what the request wrote and the mail it queued commit together, or neither does.
 */
export const createAuthWriteScope = (root: Database) => {
  const current = new AsyncLocalStorage<Scope>();

  /** The request's transaction, or the database itself outside `run`. */
  const active = (): DbOrTx => current.getStore()?.tx ?? root;

  const db = new Proxy(root, {
    get: (_target, property) => {
      const target = active() as unknown as Record<PropertyKey, unknown>;
      const value = target[property];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    /** For Better Auth's adapter and every read or write our auth hooks make while it runs. */
    db,
    active,

    /** Runs `work` in one transaction; a nested call joins the open one. */
    run: <T>(work: () => Promise<T>): Promise<T> => {
      if (current.getStore()) return work();
      return root.transaction(async (tx) => {
        const scope: Scope = { tx };
        const result = await current.run(scope, work);
        // Better Auth catches and logs errors of some of its mail callbacks (the sign-up
        // verification mail); a mail that failed must still undo the write it reports.
        if (scope.failure !== undefined) throw scope.failure;
        return result;
      });
    },

    /** Does a write that must commit with the request's other writes; its failure undoes them all. */
    mustCommit: async <T>(write: (tx: DbOrTx) => Promise<T>): Promise<T> => {
      const scope = current.getStore();
      try {
        return await write(scope?.tx ?? root);
      } catch (error) {
        if (scope) scope.failure ??= error;
        throw error;
      }
    },
  };
};

export type AuthWriteScope = ReturnType<typeof createAuthWriteScope>;
