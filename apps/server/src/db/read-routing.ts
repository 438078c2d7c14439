import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/**
 * Which database a request's catalogue reads take; set per request by the read-your-writes
 * plugin (plugins/read-your-writes.ts). Outside a request (jobs, seeding, the CLI) there is no
 * store and every read takes the primary.
 */
export const requestReads = new AsyncLocalStorage<{ fromPrimary: boolean }>();

/**
 * A Database that is the replica for requests allowed to read slightly old data, and the
 * primary for everything else. Only the catalogue and leaderboard services get it
 * (docs/decisions/033-cluster-and-read-replica.md); money, orders and settings keep the primary.
 */
export const createReadHandle = ({ primary, replica }: { primary: Database; replica: Database }): Database =>
  new Proxy(primary, {
    get: (_target, property) => {
      const target = requestReads.getStore()?.fromPrimary === false ? replica : primary;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
