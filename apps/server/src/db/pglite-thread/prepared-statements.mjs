// @ts-check
/**
 * Named prepared statements for PGlite, one per SQL text. PGlite's `query` sends every statement
 * as new text: PostgreSQL parses and analyses it again, which for the marketplace query cost
 * about as much as planning and running it (0.5 ms of WebAssembly per statement). Prepared once,
 * a statement is only bound and executed; with `plan_cache_mode = force_custom_plan` it is still
 * planned for its actual values, so a search for a common word keeps its own plan.
 *
 * Only data statements are prepared (select, with, insert, update, delete); DDL and session
 * commands (migrations, savepoints) go through PGlite's own `query`.
 */
import { protocol, parse as results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept per session; the least recently used is closed beyond this. */
const MAX_PREPARED = 300;

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 */
export const createPreparedStatements = (db) => {
  /** @type {Map<string, { name: string; paramTypes: number[] }>} */
  const statements = new Map();
  let next = 0;

  /** @param {Uint8Array} message */
  const send = async (message) => (await db.execProtocol(message, { syncToFs: false })).messages;

  /** @param {string} sql */
  const statementFor = async (sql) => {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql); // most recently used goes last
      statements.set(sql, known);
      return known;
    }
    const name = `agentsy_${next++}`;
    await send(serialize.parse({ name, text: sql }));
    const paramTypes = results.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
    const statement = { name, paramTypes };
    statements.set(sql, statement);
    if (statements.size > MAX_PREPARED) {
      const [oldestSql, oldest] = /** @type {[string, { name: string }]} */ (statements.entries().next().value);
      statements.delete(oldestSql);
      await send(serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  };

  /**
   * One statement, the way PGlite's `query` runs it (serializers by parameter type, results by
   * its parsers), under its query lock; outside a transaction, also after any open one.
   * @param {{ sql: string; params: unknown[]; options: import('@electric-sql/pglite').QueryOptions; inTransaction: boolean }} statement
   */
  const run = ({ sql, params, options, inTransaction }) => {
    const exchange = () =>
      db._runExclusiveQuery(async () => {
        try {
          const { name, paramTypes } = await statementFor(sql);
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = db.serializers[/** @type {number} */ (paramTypes[i])];
            return serializer ? serializer(value) : String(value);
          });
          const messages = [
            ...(await send(serialize.bind({ statement: name, values }))),
            ...(await send(serialize.describe({ type: 'P' }))),
            ...(await send(serialize.execute({}))),
          ];
          return /** @type {import('@electric-sql/pglite').Results} */ (
            results.parseResults(messages, db.parsers, options)[0]
          );
        } finally {
          await send(serialize.sync()); // after an error too: the server waits for it to recover
        }
      });
    return inTransaction ? exchange() : db._runExclusiveTransaction(exchange);
  };

  return { run };
};
