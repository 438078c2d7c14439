import pg from 'pg';
import { inject } from 'vitest';

/** One query on the primary or the replica, as an operator would run it. */
export const query = async <Row>(where: 'primary' | 'replica', sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: inject(where === 'primary' ? 'primaryUrl' : 'replicaUrl') });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
};
