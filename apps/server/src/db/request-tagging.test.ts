import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { requestContext } from '../lib/request-context';
import { APPLICATION_NAME, tagConnectionsWithRequestId } from './request-tagging';

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements carry the request id as application_name', () => {
  const pool = new pg.Pool({
    connectionString: process.env.TEST_DATABASE_URL,
    max: 1,
    application_name: APPLICATION_NAME,
  });
  tagConnectionsWithRequestId(pool);
  // pg warns once per process when a statement is sent to a connection still running another.
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on('warning', onWarning);
  afterAll(async () => {
    process.off('warning', onWarning);
    await pool.end();
  });

  const nameSeen = async () =>
    (await pool.query<{ name: string }>("select current_setting('application_name') as name")).rows[0]!.name;
  const nameSeenInTransaction = async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ name: string }>("select current_setting('application_name') as name");
      await client.query('commit');
      return rows[0]!.name;
    } finally {
      client.release();
    }
  };

  it('names the request on pool queries and checked-out connections, and nothing outside requests', async () => {
    expect(await requestContext.run({ requestId: 'req-aaaa1111' }, nameSeen)).toBe('agentsy req-aaaa1111');
    // The same single connection, now for another request and in a transaction.
    expect(await requestContext.run({ requestId: 'req-bbbb2222' }, nameSeenInTransaction)).toBe('agentsy req-bbbb2222');
    expect(await nameSeen()).toBe('agentsy');
    expect(warnings).toEqual([]);
  });

  it('tags a waiting request with its own id, not the one of the request that freed the connection', async () => {
    const holder = await requestContext.run({ requestId: 'req-holder-01' }, () => pool.connect());
    const waiting = requestContext.run({ requestId: 'req-waiter-02' }, nameSeen);
    holder.release();
    expect(await waiting).toBe('agentsy req-waiter-02');
  });
});
