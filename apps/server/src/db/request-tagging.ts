import type pg from 'pg';
import { currentRequestId } from '../lib/request-context';

/** PostgreSQL keeps 63 bytes of application_name. */
const MAX_NAME = 63;
export const APPLICATION_NAME = 'agentsy';

const nameFor = (requestId: string | undefined) =>
  requestId ? `${APPLICATION_NAME} ${requestId}`.slice(0, MAX_NAME) : APPLICATION_NAME;

/**
 * Sets each pooled connection's application_name to the request it is checked out for, so
 * pg_stat_activity and the server's log (`%a` in log_line_prefix) name the request id of a slow
 * or failing statement. The id is read when the caller asks for a connection, not when one is
 * handed over (a waiter is handed one inside another request's callbacks). The SET runs before
 * the connection is handed over, and only when the name changes: one short round trip per
 * checkout that changes requests. (Queuing it behind the caller's first statement instead leans on
 * pg's own query queue, which pg deprecates and warns about.) A SQL comment instead would give
 * every request a different statement text and defeat the named statements (pg-named-statements.ts).
 */
export const tagConnectionsWithRequestId = (pool: pg.Pool) => {
  const names = new WeakMap<pg.PoolClient, string>();
  const tag = async (client: pg.PoolClient, name: string) => {
    if ((names.get(client) ?? APPLICATION_NAME) === name) return;
    await client.query("select set_config('application_name', $1, false)", [name]);
    names.set(client, name);
  };
  const connect = pool.connect.bind(pool) as (
    callback?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  // pool.query checks out through this.connect as well, so both paths are tagged.
  pool.connect = ((callback?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    const name = nameFor(currentRequestId());
    if (callback) {
      connect((err, client, done) => {
        if (err || !client) return callback(err, client, done);
        tag(client, name).then(
          () => callback(undefined, client, done),
          (error: Error) => {
            // A connection that cannot run a SET is not handed to anyone.
            done?.(error);
            callback(error);
          },
        );
      });
      return undefined;
    }
    return connect()!.then(async (client) => {
      try {
        await tag(client, name);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return client;
    });
  }) as typeof pool.connect;
};
