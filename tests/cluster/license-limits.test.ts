import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buy } from './support/checkout';
import { query } from './support/database';
import { demoAccount } from './support/demo-accounts';
import { type Answer, createVisitor } from './support/visitor';

/**
 * The public license calls' per-key limit (modules/licenses/licenses.routes.ts, 30 a minute over
 * validate, activate and deactivate together by default) through nginx, round robin over both app
 * processes: counted once in the shared store, not once per process.
 */
const PER_KEY = 30;
let listingId: string;
let key: string;

beforeAll(async () => {
  const seller = createVisitor();
  const s = demoAccount('seller');
  await seller.signIn(s.email, s.password);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: `Licensed Agent ${randomUUID().slice(0, 8)}`,
    description: 'Sold with a license key, to check its limit over both processes',
    price: '9.00',
    platform: 'python',
    useCase: 'productivity',
  })) {
    form.append(k, v);
  }
  form.append('file', new Blob([JSON.stringify({ name: 'Licensed agent' })]), 'agent.json');
  const created = await seller.send('POST', '/api/listings', { body: form });
  expect(created.status, created.text).toBe(201);
  listingId = created.json<{ id: string }>().id;
  const licensed = await seller.patch(`/api/listings/${listingId}`, { licenseKeys: true });
  expect(licensed.status, licensed.text).toBe(200);

  const buyer = createVisitor();
  const signUp = await buyer.post('/api/auth/sign-up/email', {
    name: 'Key Holder',
    email: `license-${randomUUID()}@cluster.agentsy.test`,
    password: 'correct horse battery',
  });
  expect(signUp.status, signUp.text).toBe(200);
  await buy(buyer, listingId);
  const orders = (await buyer.get('/api/orders')).json<{ listingId: string; licenseKey: string | null }[]>();
  key = orders.find((o) => o.listingId === listingId)!.licenseKey!;
  expect(key).toMatch(/^AGSY-/);
});

describe('license key limits with two app processes', () => {
  it('through nginx, one key gets its limit once over both processes, and a refused activation writes nothing', async () => {
    // Every call through nginx comes from this machine's address: start the address counts of the
    // license calls afresh, so only the key's own count can refuse.
    await query('primary', `delete from request_limits where key like '% /api/v1/licenses/% 127.0.0.1'`);
    const visitor = createVisitor();
    const answers: Answer[] = [];
    for (let i = 0; i < PER_KEY; i += 1) {
      answers.push(await visitor.post('/api/v1/licenses/validate', { key, listingId }));
    }
    expect(answers.map((a) => a.status)).toEqual(Array(PER_KEY).fill(200));
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);

    const refused = [
      await visitor.post('/api/v1/licenses/activate', { key, listingId, instanceId: 'laptop' }),
      await visitor.post('/api/v1/licenses/validate', { key, listingId }),
    ];
    expect(new Set(refused.map((a) => a.upstream)).size).toBe(2);
    expect(refused.map((a) => [a.status, a.json<{ code: string }>().code])).toEqual([
      [429, 'RATE_LIMITED'],
      [429, 'RATE_LIMITED'],
    ]);
    const activations = await query(
      'primary',
      'select a.instance_id from license_activations a join license_keys k on k.id = a.key_id where k.key = $1',
      [key],
    );
    expect(activations).toEqual([]);

    // The same address is not held back for another key: the refusals were the key's count.
    const other = await visitor.post('/api/v1/licenses/validate', { key: 'AGSY-22222-22222-22222-22222', listingId });
    expect(other.status, other.text).toBe(404);
  });
});
