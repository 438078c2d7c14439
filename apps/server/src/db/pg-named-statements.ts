import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isDataStatement } from './data-statements.mjs';

const MAX_REMEMBERED = 2_000;

/**
 * Gives every data statement a name derived from its text, so node-postgres prepares it once per
 * connection and afterwards sends only Bind and Execute: PostgreSQL stops parsing and analysing
 * the same 3 KB marketplace query on every request, and the text no longer crosses the socket.
 * With `plan_cache_mode = force_custom_plan` (client.ts) each run is still planned for its
 * values. DDL and session commands stay unnamed.
 */
export const nameDataStatements = (pool: pg.Pool) => {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      if (names.size < MAX_REMEMBERED) names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const statement = config as { text?: unknown; name?: unknown } | null;
      if (statement && typeof statement === 'object' && typeof statement.text === 'string' && !statement.name) {
        if (isDataStatement(statement.text)) return query({ ...statement, name: nameOf(statement.text) }, ...rest);
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
};
