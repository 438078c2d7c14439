/**
 * What the main thread and the database thread say to each other. Every request carries an id;
 * the answer with that id settles it. `tx` routes a statement into an open transaction.
 */
export type RowMode = 'array' | 'object';

export type ThreadRequest =
  | {
      type: 'open';
      id: number;
      dataDir: string | undefined;
      /** Types returned as text unless a query asks otherwise: what drizzle asks on every query. */
      textOids: number[];
      /** A data-folder archive (from `dump`) to unpack into `dataDir` before the database starts: a restore. */
      loadDataDir?: Uint8Array;
    }
  | {
      type: 'query';
      id: number;
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      /** Types whose text is handed over as is (drizzle keeps timestamps as strings). */
      textOids: number[];
      tx?: number;
    }
  | { type: 'exec'; id: number; sql: string; tx?: number }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number; channel: string }
  | { type: 'dump'; id: number }
  | { type: 'close'; id: number };

/** A request as the caller writes it; the id is added when it is sent. */
export type ThreadCall = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

export type SerializedError = { message: string; fields: Record<string, string | number | boolean> };

export type ThreadReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

/** Sent unasked by the database thread: a NOTIFY on a channel the main thread listens to. */
export type ThreadNotification = { type: 'notification'; channel: string; payload: string };

/** The other side of pglite-worker.mjs's `serializeError`. */
export const deserializeError = ({ message, fields }: SerializedError): Error =>
  Object.assign(new Error(message), fields);
