// @ts-check
/**
 * The database thread: one PGlite instance, driven by messages from the main thread. PGlite
 * runs every statement synchronously in WebAssembly; here that work no longer blocks the thread
 * that parses requests and writes responses, and the two use both cores.
 *
 * Plain JavaScript (checked by tsc through JSDoc): Node 20 cannot give a worker thread a
 * TypeScript loader, so this one file runs as is, from the sources and from `dist/` alike.
 * The messages are typed in ./messages.ts.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isDataStatement } from '../data-statements.mjs';
import { createPreparedStatements } from './prepared-statements.mjs';

/** @typedef {import('./messages').ThreadRequest} ThreadRequest */
/** @typedef {import('./messages').ThreadReply} ThreadReply */
/** @typedef {import('./messages').SerializedError} SerializedError */
/** @typedef {{ client: import('@electric-sql/pglite').Transaction; finish: (commit: boolean) => void; done: Promise<void> }} OpenTransaction */

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;

/** @type {PGlite | undefined} */
let db;
/** @type {ReturnType<typeof createPreparedStatements> | undefined} */
let preparedStatements;
/** Open transactions by id: the client to run statements on and the switch that ends it. @type {Map<number, OpenTransaction>} */
const transactions = new Map();

/** LISTENs by channel, each with the function that ends it. @type {Map<string, () => Promise<void>>} */
const listening = new Map();

class Rollback extends Error {}

/** @param {string} value */
const identity = (value) => value;

/** @param {number[]} oids */
const textParsers = (oids) => Object.fromEntries(oids.map((oid) => [oid, identity]));

/** The types every query gets as text (set on open), so most queries need no parsers of their own. */
let textByDefault = new Set();

/**
 * Errors cross the thread boundary as their message and plain fields, so the database's own
 * details (`code` 23505, `constraint`, `detail`) reach the caller as they would in-process.
 * @param {unknown} error
 * @returns {SerializedError}
 */
const serializeError = (error) => {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  /** @type {SerializedError['fields']} */
  const fields = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: error.message, fields };
};

const database = () => {
  if (!db) throw new Error('The database is not open.');
  return db;
};

/** @param {number | undefined} tx */
const clientFor = (tx) => {
  if (tx === undefined) return database();
  const open = transactions.get(tx);
  if (!open) throw new Error('That transaction has already ended.');
  return open.client;
};

/**
 * Starts a transaction and answers once BEGIN ran; it stays open until `end` arrives.
 * @param {number} id
 * @returns {Promise<number>}
 */
const begin = (id) =>
  new Promise((started, failed) => {
    /** @type {(commit: boolean) => void} */
    let finish = () => {};
    /** @type {Promise<void>} */
    const ended = new Promise((resolve, reject) => {
      finish = (commit) => (commit ? resolve() : reject(new Rollback()));
    });
    const done = database()
      .transaction(async (client) => {
        transactions.set(id, { client, finish, done });
        started(id);
        await ended;
      })
      .catch((/** @type {unknown} */ error) => {
        if (!transactions.has(id)) return failed(error); // BEGIN itself failed
        if (!(error instanceof Rollback)) throw error; // COMMIT failed: `end` answers with it
      });
  });

/** @param {number} tx @param {boolean} commit */
const end = async (tx, commit) => {
  const open = transactions.get(tx);
  if (!open) throw new Error('That transaction has already ended.');
  open.finish(commit);
  try {
    await open.done; // COMMIT can still fail, e.g. on a deferred constraint.
  } finally {
    transactions.delete(tx);
  }
};

/** @param {ThreadRequest} request @returns {Promise<unknown>} */
const handle = async (request) => {
  switch (request.type) {
    case 'open':
      textByDefault = new Set(request.textOids);
      db = await PGlite.create({
        dataDir: request.dataDir,
        extensions: { pg_trgm, fuzzystrmatch },
        parsers: textParsers(request.textOids),
        ...(request.loadDataDir
          ? { loadDataDir: new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (request.loadDataDir)]) }
          : {}),
      });
      // Prepared statements are planned for their values every time, as unnamed ones are.
      await db.exec('set plan_cache_mode = force_custom_plan');
      preparedStatements = createPreparedStatements(db);
      return null;
    case 'query': {
      // Per-query parsers make PGlite copy its whole parser table on every query: pass them only
      // when they differ from the defaults.
      const extra = request.textOids.filter((oid) => !textByDefault.has(oid));
      const options = { rowMode: request.rowMode, ...(extra.length ? { parsers: textParsers(request.textOids) } : {}) };
      const client = clientFor(request.tx);
      const { rows, fields, affectedRows } =
        preparedStatements && isDataStatement(request.sql)
          ? await preparedStatements.run({
              sql: request.sql,
              params: request.params,
              options,
              inTransaction: request.tx !== undefined,
            })
          : await client.query(request.sql, request.params, options);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await clientFor(request.tx).exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      return begin(request.id);
    case 'end':
      await end(request.tx, request.commit);
      return null;
    case 'listen':
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        const stop = await database().listen(channel, (payload) =>
          port.postMessage(
            /** @type {import('./messages').ThreadNotification} */ ({ type: 'notification', channel, payload }),
          ),
        );
        listening.set(channel, stop);
      }
      return null;
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    case 'dump': {
      // A checkpoint first, so the copy needs little WAL replay when it is opened. The dump itself
      // holds PGlite's statement lock, so no statement writes while the files are read; inside a
      // transaction of its own, it also waits for a transaction that is open between statements.
      await database().exec('checkpoint');
      const archive = await database().transaction(() => database().dumpDataDir('gzip'));
      return new Uint8Array(await archive.arrayBuffer());
    }
    case 'close':
      listening.clear();
      await db?.close();
      db = undefined;
      preparedStatements = undefined;
      return null;
  }
};

/** @param {ThreadReply} reply */
const answer = (reply) => port.postMessage(reply);

port.on('message', (/** @type {ThreadRequest} */ request) => {
  handle(request).then(
    (result) => answer({ id: request.id, ok: true, result }),
    (error) => answer({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
