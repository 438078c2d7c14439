import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing, updateUserRow } from '../../test/factories';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Adam Smith', 'Alan Turing']) {
    const seller = await signUp(t.app, { name });
    await updateUserRow(t.db, seller.id, { sellerEnabled: true });
    await insertListing(t.db, { userId: seller.id, title: `${name}'s agent` });
  }
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sellers?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { firstName: string; lastName: string }[]).map((s) => `${s.firstName} ${s.lastName}`).sort();
};

describe('the creators directory forgives typos', () => {
  it('finds a creator from a misspelt name', async () => {
    expect(await names('search=lovelase')).toEqual(['Ada Lovelace']);
    expect(await names('search=grase%20hoper')).toEqual(['Grace Hopper']);
    expect(await names('search=turnig')).toEqual(['Alan Turing']);
  });

  it('keeps the exact match when there is one, and does not guess from far-off words', async () => {
    expect(await names('search=ada')).toEqual(['Ada Lovelace', 'Adam Smith']);
    expect(await names('search=hop')).toEqual(['Grace Hopper']);
    expect(await names('search=zzzzzz')).toEqual([]);
    expect(await names('search=lovelase%20zzzzzz')).toEqual([]);
  });

  it('keeps the other filters on a corrected search', async () => {
    expect(await names('search=lovelase&rating=4')).toEqual([]);
  });
});
