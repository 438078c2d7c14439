/**
 * Whether an error means the database cannot be reached right now, as opposed to a bug or a bad
 * statement: the connection was refused, dropped or timed out, or the server is shutting down or
 * starting up. Drizzle wraps the driver's error, so the chain of causes is searched.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections). */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
};
