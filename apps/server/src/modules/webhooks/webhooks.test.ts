import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { makeListing, makeSeller, makeUser, requestsAs, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { plainHeaders, startReceiver } from './webhooks.fixtures';
import { emitWebhookEvent } from './webhooks.service';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_INSECURE: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  receiver.received.length = 0;
  Object.assign(receiver.answer, { status: 200, body: 'ok', location: undefined });
});

const api = () => requestsAs(t.app);
const endpointFor = async (seller: Session, events: string[] = ['order.completed', 'review.created']) => {
  const res = await api().post(seller, '/api/webhooks', { url: receiver.url(), events, description: 'shop' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; url: string; events: string[] };
};
const verified = (secret: string, index = -1) => {
  const got = receiver.received.at(index)!;
  return new Webhook(secret).verify(got.body, plainHeaders(got.headers)) as {
    type: string;
    data: Record<string, unknown>;
  };
};
const deliveriesOf = async (seller: Session, id: string) =>
  (await api().get(seller, `/api/webhooks/${id}/deliveries`)).json() as Record<string, unknown>[];
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('webhooks', () => {
  it('creates an endpoint with a whsec_ secret shown once, and lists it without the secret', async () => {
    const seller = await makeSeller(t.app, t.db);
    const created = await endpointFor(seller);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(created).toMatchObject({ url: receiver.url(), events: ['order.completed', 'review.created'] });
    const list = await api().get(seller, '/api/webhooks');
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, enabled: true, description: 'shop' })]);
    expect(list.body).not.toContain(created.secret);
    const other = await makeSeller(t.app, t.db);
    expect((await api().get(other, '/api/webhooks')).json()).toEqual([]);
    expect((await api().get(other, `/api/webhooks/${created.id}/deliveries`)).statusCode).toBe(404);
    expect((await api().patch(other, `/api/webhooks/${created.id}`, { enabled: false })).statusCode).toBe(404);
  });

  it('sends order.completed and review.created from the sale and the review, signed by Standard Webhooks', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1500 });
    const { secret, id } = await endpointFor(seller);
    const buyer = await makeUser(t.app, t.db);
    const order = await buy(t.app, buyer, listing.id);
    expect(await t.app.webhooks.drain()).toBe(1);
    const sale = verified(secret);
    expect(sale).toMatchObject({ type: 'order.completed', data: { orderId: order.id, listingId: listing.id } });
    expect(receiver.received[0]!.headers['webhook-id']).toBeTruthy();

    const review = await api().post(buyer, '/api/reviews', { listingId: listing.id, rating: 5, comment: 'Great' });
    expect(review.statusCode, review.body).toBe(201);
    await t.app.webhooks.drain();
    expect(verified(secret)).toMatchObject({ type: 'review.created', data: { rating: 5, listingId: listing.id } });

    const log = await deliveriesOf(seller, id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ type: 'review.created', status: 'succeeded', attempts: 1, responseStatus: 200 });
    expect(log[0]!.responseStart).toBe('ok');
    expect(typeof log[0]!.durationMs).toBe('number');
  });

  it('writes nothing when the causing transaction rolls back, and only for subscribed, enabled endpoints', async () => {
    const seller = await makeSeller(t.app, t.db);
    await endpointFor(seller, ['order.completed']);
    const off = await endpointFor(seller, ['order.completed']);
    await api().patch(seller, `/api/webhooks/${off.id}`, { enabled: false });
    await t.db
      .transaction(async (tx) => {
        expect(await emitWebhookEvent(tx, seller.userId, 'order.completed', { orderId: 'x' })).toBe(1);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await t.db.select().from(webhookDeliveries)).toEqual([]);
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'review.created', {}));
    expect(await t.db.select().from(webhookDeliveries)).toEqual([]);
    await t.app.webhooks.drain();
    expect(receiver.received).toEqual([]);
  });

  it('turns the endpoint off when the receiver answers 410', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id } = await endpointFor(seller, ['order.completed']);
    receiver.answer.status = 410;
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { orderId: 'o1' }));
    await t.app.webhooks.drain();
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('410') });
    expect((await deliveriesOf(seller, id))[0]).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 410 });
    // Nothing more goes to it.
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { orderId: 'o2' }));
    expect(await t.app.webhooks.drain()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries on the schedule, then turns the endpoint off and mails the seller', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id } = await endpointFor(seller, ['order.completed']);
    receiver.answer.status = 500;
    const start = new Date();
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { orderId: 'o1' }, start));
    const waits = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
    let now = start;
    expect(await t.app.webhooks.runOnce(now)).toBe(true);
    for (const [i, wait] of waits.entries()) {
      // Not before its time...
      expect(await t.app.webhooks.runOnce(at(now, wait - 1000))).toBe(false);
      const [row] = await t.db.select().from(webhookDeliveries);
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1 });
      expect(row!.runAfter.getTime()).toBe(now.getTime() + wait);
      // ...and then it goes again.
      now = at(now, wait);
      expect(await t.app.webhooks.runOnce(now)).toBe(true);
    }
    expect(receiver.received).toHaveLength(8);
    expect((await deliveriesOf(seller, id))[0]).toMatchObject({ status: 'failed', attempts: 8, responseStatus: 500 });
    const [endpoint] = await t.db.select().from(webhookEndpoints);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('retry') });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'webhookDisabled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.userId).toBe(seller.userId);
  });

  it('sends a batch of due deliveries in one pass and records each as succeeded', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id, secret } = await endpointFor(seller, ['order.completed']);
    const now = new Date();
    for (const n of [1, 2, 3]) {
      await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { n }, now));
    }
    expect(await t.app.webhooks.runOnce(now)).toBe(true);
    expect(receiver.received).toHaveLength(3);
    const sent = receiver.received.map((_, i) => verified(secret, i).data.n);
    expect(sent.sort()).toEqual([1, 2, 3]);
    const log = await deliveriesOf(seller, id);
    expect(log).toHaveLength(3);
    for (const delivery of log) {
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, responseStart: 'ok' });
    }
    const rows = await t.db.select().from(webhookDeliveries);
    expect(rows.every((r) => r.lockedBy === null && r.lockedUntil === null && r.durationMs !== null)).toBe(true);
    expect(await t.app.webhooks.runOnce(now)).toBe(false);
  });

  it('keeps the connection to a receiver open from one delivery to the next', async () => {
    const seller = await makeSeller(t.app, t.db);
    await endpointFor(seller, ['order.completed']);
    for (const n of [1, 2]) {
      await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { n }));
      expect(await t.app.webhooks.drain()).toBe(1);
    }
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.remotePort).toBe(receiver.received[0]!.remotePort);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id } = await endpointFor(seller, ['order.completed']);
    receiver.answer.status = 302;
    receiver.answer.location = receiver.url('/elsewhere');
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', {}));
    await t.app.webhooks.drain();
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks']);
    expect((await deliveriesOf(seller, id))[0]).toMatchObject({ status: 'pending', responseStatus: 302 });
  });

  it('signs with the old and the new secret for 24 hours after a rotation', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id, secret: old } = await endpointFor(seller, ['order.completed']);
    const rotated = await api().post(seller, `/api/webhooks/${id}/rotate-secret`, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(old);
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { n: 1 }));
    await t.app.webhooks.drain();
    expect(String(receiver.received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(fresh)).toMatchObject({ data: { n: 1 } });
    expect(verified(old)).toMatchObject({ data: { n: 1 } });
    const later = new Date(Date.now() + 25 * 3600_000);
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', { n: 2 }, later));
    await t.app.webhooks.drain(later);
    expect(String(receiver.received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('sends a test event and redelivers a delivery as a new one', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id, secret } = await endpointFor(seller, ['order.completed']);
    const test = await api().post(seller, `/api/webhooks/${id}/test`, {});
    expect(test.statusCode, test.body).toBe(202);
    await t.app.webhooks.drain();
    expect(verified(secret)).toMatchObject({ type: 'webhook.test', data: { webhookId: id } });
    const again = await api().post(seller, `/api/webhooks/${id}/deliveries/${test.json().id}/redeliver`, {});
    expect(again.statusCode, again.body).toBe(202);
    await t.app.webhooks.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.received[1]!.headers['webhook-id']).not.toBe(receiver.received[0]!.headers['webhook-id']);
    const missing = await api().post(
      seller,
      `/api/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
      {},
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    for (const payload of [
      { url: 'not a url', events: ['order.completed'] },
      { url: 'ftp://example.com/x', events: ['order.completed'] },
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ['order.exploded'] },
      { url: 'http://user:pw@127.0.0.1/x', events: ['order.completed'] },
    ]) {
      const res = await api().post(seller, '/api/webhooks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/webhooks' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the same calls under /api/v1 to a token with webhooks:write, and documents them', async () => {
    const seller = await makeSeller(t.app, t.db);
    const tokenWith = async (scopes: string[]) => {
      const res = await api().post(seller, '/api/tokens', { name: scopes.join(' '), scopes });
      expect(res.statusCode, res.body).toBe(201);
      return { authorization: `Bearer ${res.json().token as string}` };
    };
    const bearer = await tokenWith(['webhooks:write']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: bearer,
      payload: { url: receiver.url(), events: ['order.completed'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    const test = await t.app.inject({ method: 'POST', url: `/api/v1/webhooks/${id}/test`, headers: bearer });
    expect(test.statusCode, test.body).toBe(202);
    await t.app.webhooks.drain();
    expect(verified(secret)).toMatchObject({ type: 'webhook.test' });
    const log = await t.app.inject({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries`, headers: bearer });
    expect(log.json()).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1, responseStatus: 200 })]);

    const readOnly = await tokenWith(['listings:read']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: readOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    const other = await makeSeller(t.app, t.db);
    const otherToken = await api().post(other, '/api/tokens', { name: 'o', scopes: ['webhooks:write'] });
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/webhooks/${id}`,
      headers: { authorization: `Bearer ${otherToken.json().token}` },
      payload: { enabled: false },
    });
    expect(foreign.statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/webhooks', '/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver']),
    );
  });

  it('deletes an endpoint with its deliveries', async () => {
    const seller = await makeSeller(t.app, t.db);
    const { id } = await endpointFor(seller, ['order.completed']);
    await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', {}));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${id}`,
      headers: { cookie: seller.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(webhookDeliveries)).toEqual([]);
    expect((await api().get(seller, '/api/webhooks')).json()).toEqual([]);
  });
});
