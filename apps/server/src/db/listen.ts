/**
 * PostgreSQL LISTEN: runs `onNotify` with each NOTIFY payload on `channel` until the returned
 * function is called. After a lost connection is replaced, `onNotify` gets `'*'`: notifications
 * may have been missed, so listeners catch up from the database.
 */
export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
