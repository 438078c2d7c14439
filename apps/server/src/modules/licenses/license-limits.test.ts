import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { licenseActivations, licenseKeys } from '../../db/schema';
import { makeListing, makeSeller, makeUser, requestsAs } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callLicenses } from './licenses.fixtures';

const PER_ADDRESS = 5;
const PER_KEY = 4;

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ config: { licenseLimits: { perAddress: PER_ADDRESS, perKey: PER_KEY } } });
  // A second app process on the same database, as behind the balancer.
  other = await t.startAnotherApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const licensed = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 500 });
  await requestsAs(t.app).patch(seller, `/api/listings/${listing.id}`, { licenseKeys: true });
  const order = await buy(t.app, buyer, listing.id);
  const mine = (await requestsAs(t.app).get(buyer, '/api/orders')).json() as { id: string; licenseKey: string }[];
  return { listingId: listing.id, key: mine.find((o) => o.id === order.id)!.licenseKey };
};

const apps = () => [t.app, other];

it('stops one address guessing keys, over both processes', async () => {
  const { listingId } = await licensed();
  const statuses: number[] = [];
  for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
    const guess = `AGSY-${'23456789AB'[i]}2222-22222-22222-22222`;
    const res = await callLicenses(apps()[i % 2]!, 'validate', { key: guess, listingId }, '203.0.113.9');
    statuses.push(res.statusCode);
  }
  expect(statuses).toEqual([...Array(PER_ADDRESS).fill(404), 429, 429]);
  // Another address is not held back by the first one's guesses.
  expect((await callLicenses(t.app, 'validate', { key: 'AGSY-X', listingId }, '203.0.113.10')).statusCode).toBe(404);
});

it('stops many addresses hammering one key, over both processes and all three calls; a refused call changes nothing', async () => {
  const { key, listingId } = await licensed();
  const calls = [
    () => callLicenses(t.app, 'validate', { key, listingId }, '198.51.100.1'),
    () => callLicenses(other, 'activate', { key, listingId, instanceId: 'a' }, '198.51.100.2'),
    () => callLicenses(t.app, 'deactivate', { key, instanceId: 'a' }, '198.51.100.3'),
    () => callLicenses(other, 'validate', { key, listingId }, '198.51.100.4'),
  ];
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await call()).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200]);
  const refused = await callLicenses(t.app, 'activate', { key, listingId, instanceId: 'b' }, '198.51.100.5');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  // Lower case is the same key: no way round the count.
  const lower = await callLicenses(other, 'validate', { key: key.toLowerCase(), listingId }, '198.51.100.6');
  expect(lower.statusCode).toBe(429);
  // The refused activation wrote nothing: the one activation there was went with the deactivate.
  const rows = await t.db
    .select()
    .from(licenseActivations)
    .innerJoin(licenseKeys, eq(licenseKeys.id, licenseActivations.keyId))
    .where(eq(licenseKeys.key, key));
  expect(rows).toEqual([]);
  // Another key is not held back by the first one's count.
  const another = await licensed();
  expect((await callLicenses(t.app, 'validate', another, '198.51.100.7')).json()).toMatchObject({ valid: true });
});
