import pg from 'pg';

/**
 * One statement on the PostgreSQL server at `serverUrl` over a connection of its own, such as
 * `create database` or `drop database`, which cannot run inside another database's pool.
 */
export const runOnServer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
