import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each([
  ['/api/listings?priceMin=99999999999999999999', 'priceMin'],
  ['/api/listings?priceMax=99999999999999999999', 'priceMax'],
  ['/api/listings?priceMin=1&priceMax=10000.01', 'priceMax'],
  ['/api/listings?limit=100000', 'limit'],
  ['/api/listings?limit=0', 'limit'],
  ['/api/listings?offset=-1', 'offset'],
  ['/api/listings?offset=99999999999999999999', 'offset'],
  ['/api/listings?offset=1.5', 'offset'],
  ['/api/sellers?limit=100000', 'limit'],
  ['/api/sellers?offset=-1', 'offset'],
  ['/api/sellers?offset=99999999999999999999', 'offset'],
])('%s is a 400 naming %s', async (url, field) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.fields[field]).toContain(field);
  expect(body.message).toContain(field);
});

it('the largest real price is still a valid filter', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings?priceMin=0&priceMax=10000' });
  expect(res.statusCode).toBe(200);
});
