import { webhookEventTypes } from '@agentsy/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeListing, makeSeller, makeUser, requestsAs } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { published } from '../releases/releases.fixtures';
import { fakeScanner } from '../scanning/scans.fixtures';
import { plainHeaders, startReceiver } from './webhooks.fixtures';

/** Events sent by the real calls that cause them, each from its own transaction. */
const engine = fakeScanner();
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({
    scanner: engine.scanner,
    env: { WEBHOOKS_ALLOW_INSECURE: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  receiver.received.length = 0;
});

const api = () => requestsAs(t.app);
const subscribedSeller = async () => {
  const seller = await makeSeller(t.app, t.db);
  const res = await api().post(seller, '/api/webhooks', { url: receiver.url(), events: [...webhookEventTypes] });
  expect(res.statusCode, res.body).toBe(201);
  return { seller, secret: res.json().secret as string };
};
const eventsSent = async (secret: string) => {
  await t.app.webhooks.drain();
  return receiver.received.map(
    (r) =>
      new Webhook(secret).verify(r.body, plainHeaders(r.headers)) as { type: string; data: Record<string, unknown> },
  );
};

describe('webhook events from the changes that cause them', () => {
  it('refund.requested, then order.refunded when the seller approves', async () => {
    const { seller, secret } = await subscribedSeller();
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1500 });
    const buyer = await makeUser(t.app, t.db);
    const order = await buy(t.app, buyer, listing.id);
    const asked = await api().post(buyer, '/api/refunds', { orderId: order.id, reason: 'not-working' });
    expect(asked.statusCode, asked.body).toBe(201);
    const answered = await api().post(seller, `/api/refunds/${asked.json().id}/respond`, {
      action: 'approve',
      message: 'Sorry it did not work.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const sent = await eventsSent(secret);
    expect(sent.map((e) => e.type)).toEqual(['order.completed', 'refund.requested', 'order.refunded']);
    expect(sent[2]!.data).toMatchObject({ orderId: order.id, listingId: listing.id });
  });

  it('scan.completed and listing.version.published from a clean scan, listing.version.revoked from a revocation', async () => {
    const { seller, secret } = await subscribedSeller();
    const listing = await makeListing(t.app, t.db, seller.userId);
    const version = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'Faster' });
    expect(version.publishedAt).not.toBeNull();
    const revoke = await api().post(seller, `/api/listings/${listing.id}/versions/1.1.0/revoke`, { reason: 'A bug' });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const sent = await eventsSent(secret);
    const types = sent.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['scan.completed', 'listing.version.published', 'listing.version.revoked']),
    );
    expect(sent.find((e) => e.type === 'listing.version.published')!.data).toMatchObject({
      listingId: listing.id,
      version: '1.1.0',
    });
    expect(sent.find((e) => e.type === 'listing.version.revoked')!.data).toMatchObject({
      version: '1.1.0',
      reason: 'A bug',
    });
  });

  it('message.received to a seller with an endpoint', async () => {
    const { seller, secret } = await subscribedSeller();
    const buyer = await makeUser(t.app, t.db);
    const res = await api().post(buyer, '/api/conversations', {
      participantId: seller.userId,
      initialMessage: 'Hello',
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const sent = await eventsSent(secret);
    expect(sent).toEqual([
      expect.objectContaining({ type: 'message.received', data: expect.objectContaining({ content: 'Hello' }) }),
    ]);
  });

  it('license.activated when a buyer activates the key of their order', async () => {
    const { seller, secret } = await subscribedSeller();
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 900 });
    const turnedOn = await api().patch(seller, `/api/listings/${listing.id}`, {
      licenseKeys: true,
      activationLimit: 2,
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const buyer = await makeUser(t.app, t.db);
    const order = await buy(t.app, buyer, listing.id);
    const mine = (await api().get(buyer, '/api/orders')).json() as { id: string; licenseKey?: string }[];
    const key = mine.find((o) => o.id === order.id)?.licenseKey;
    expect(key).toMatch(/^AGSY-/);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/licenses/activate',
      payload: { key, listingId: listing.id, instanceId: 'laptop-1' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const sent = await eventsSent(secret);
    expect(sent.map((e) => e.type)).toEqual(['order.completed', 'license.activated']);
    expect(sent[1]!.data).toMatchObject({ listingId: listing.id, instanceId: 'laptop-1', activations: 1 });
  });

  it('question.created when a buyer asks on a listing', async () => {
    const { seller, secret } = await subscribedSeller();
    const listing = await makeListing(t.app, t.db, seller.userId);
    const asker = await makeUser(t.app, t.db);
    const asked = await api().post(asker, `/api/listings/${listing.id}/questions`, {
      content: 'Does it keep the labels of forwarded threads?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const sent = await eventsSent(secret);
    expect(sent.map((e) => e.type)).toEqual(['question.created']);
    expect(sent[0]!.data).toMatchObject({ listingId: listing.id, questionId: asked.json().id });
  });
});
