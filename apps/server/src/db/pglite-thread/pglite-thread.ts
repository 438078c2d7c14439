import { Worker } from 'node:worker_threads';
import { deserializeError, type RowMode, type ThreadCall, type ThreadNotification, type ThreadReply } from './messages';

type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, unknown> };
type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** The part of PGlite's client that drizzle's PGlite driver uses, for one connection or one transaction. */
export type ThreadClient = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>;
  exec: (sql: string) => Promise<QueryResult[]>;
};

export type PgliteThread = ThreadClient & {
  transaction: <T>(fn: (tx: ThreadClient) => Promise<T>) => Promise<T>;
  /** Runs `onNotify` for each NOTIFY on `channel` until the returned function is called. */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The data folder as a gzipped tar, taken between transactions (backups; restore with `loadDataDir`). */
  dumpDataDir: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

/**
 * The types drizzle's PGlite driver asks to get as text on every query (timestamps, dates,
 * intervals, numeric and their arrays): the thread's default, so queries need not say so.
 */
const DRIZZLE_TEXT_OIDS = [1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];

/** The worker is plain JavaScript: beside this file in the sources, beside `main.mjs` in `dist/`. */
const createWorker = () => new Worker(new URL('./pglite-worker.mjs', import.meta.url));

/**
 * PGlite in a worker thread. Statements keep PGlite's semantics: one at a time, and while a
 * transaction is open, statements from outside it wait for it to end. Only identity `parsers`
 * are honoured (their types come back as text), which is all drizzle passes.
 */
export const startPgliteThread = async (
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Uint8Array } = {},
): Promise<PgliteThread> => {
  const worker = createWorker();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (reply: ThreadReply | ThreadNotification) => {
    if ('type' in reply) {
      for (const onNotify of listeners.get(reply.channel) ?? []) onNotify(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(deserializeError(reply.error));
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code}).`)));

  const call = <T>(request: ThreadCall) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });

  const clientFor = (tx: number | undefined): ThreadClient => ({
    query: (sql, params = [], options = {}) =>
      call<QueryResult>({
        type: 'query',
        sql,
        params,
        tx,
        rowMode: options.rowMode ?? 'object',
        textOids: Object.keys(options.parsers ?? {}).map(Number),
      }),
    exec: (sql) => call<QueryResult[]>({ type: 'exec', sql, tx }),
  });

  try {
    await call({ type: 'open', dataDir, textOids: DRIZZLE_TEXT_OIDS, loadDataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...clientFor(undefined),
    transaction: async (fn) => {
      const tx = await call<number>({ type: 'begin' });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(clientFor(tx));
      } catch (error) {
        await call({ type: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ type: 'end', tx, commit: true });
      return result;
    },
    listen: async (channel, onNotify) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call({ type: 'listen', channel });
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await call({ type: 'unlisten', channel }).catch(() => {});
      };
    },
    dumpDataDir: () => call<Uint8Array>({ type: 'dump' }),
    close: async () => {
      listeners.clear();
      if (!stopped) await call({ type: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
};
