import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

it('recognises a database that cannot be reached, also behind the query wrapper', () => {
  for (const error of [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
  ]) {
    expect(isDatabaseUnavailable(error), error.message).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
  }
});

it('leaves bugs and bad statements alone', () => {
  for (const error of [
    new Error('Cannot read properties of undefined'),
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    wrapped(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })),
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    undefined,
    'a string',
  ]) {
    expect(isDatabaseUnavailable(error)).toBe(false);
  }
});
