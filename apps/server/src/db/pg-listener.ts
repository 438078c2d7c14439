import pg from 'pg';
import type { Listen } from './listen';

const RECONNECT_MS = 1000;

/**
 * LISTEN needs a connection of its own that stays open: a pooled one would be handed to other
 * queries. It is opened on the first `listen`, and replaced (channels listened to again, every
 * listener told to catch up) when the server drops it.
 */
export const createPgListener = (url: string) => {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const reconnectLater = () => {
    client = undefined;
    connecting = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          for (const set of listeners.values()) for (const onNotify of set) onNotify('*');
        },
        () => reconnectLater(),
      );
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', ({ channel, payload }) => {
        for (const onNotify of listeners.get(channel) ?? []) onNotify(payload ?? '');
      });
      next.on('error', (error) => {
        process.stderr.write(`PostgreSQL listener connection lost: ${error.message}\n`);
        next.end().catch(() => {});
        if (client === next) reconnectLater();
      });
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${quoted(channel)}`);
      client = next;
      return next;
    })();
    return connecting;
  };

  const listen: Listen = async (channel, onNotify) => {
    let set = listeners.get(channel);
    if (!set) {
      set = new Set();
      listeners.set(channel, set);
      // A connection opened now listens to every channel in the map, this one included.
      if (client) await client.query(`listen ${quoted(channel)}`);
      else await connect();
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
      if (set.size > 0 || listeners.get(channel) !== set) return;
      listeners.delete(channel);
      await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
    };
  };

  const close = async () => {
    closed = true;
    clearTimeout(retry);
    listeners.clear();
    const open = client ?? (await connecting?.catch(() => undefined));
    client = undefined;
    await open?.end().catch(() => {});
  };

  return { listen, close };
};
