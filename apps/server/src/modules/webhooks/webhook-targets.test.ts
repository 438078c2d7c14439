import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkTarget, postWebhook, type Resolve } from './webhook-send';
import { createWebhookWorker } from './webhook-worker';
import { startReceiver } from './webhooks.fixtures';
import { createWebhooksService, emitWebhookEvent } from './webhooks.service';

/** Names answered by the test, as a resolver that an attacker's DNS server could be. */
const names: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'inside.example': ['10.0.0.1'],
  'mixed.example': ['93.184.216.34', '127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'v6-inside.example': ['fd00:ec2::254'],
  'hooks.example': ['127.0.0.1'],
};
const resolve: Resolve = async (host) => names[host] ?? [];
const strict = { allowInsecure: false, allowPrivate: false };

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp();
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

describe('webhook targets', () => {
  it('refuses plain http and every private, loopback, link-local and reserved address', async () => {
    for (const url of [
      'http://public.example/hooks',
      'https://127.0.0.1/hooks',
      'https://10.0.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://0.0.0.0/hooks',
      'https://inside.example/hooks',
      'https://mixed.example/hooks',
      'https://metadata.example/hooks',
      'https://v6-inside.example/hooks',
      'https://nowhere.example/hooks',
    ]) {
      expect((await checkTarget(url, strict, resolve)).ok, url).toBe(false);
    }
    expect(await checkTarget('https://public.example/hooks', strict, resolve)).toMatchObject({
      ok: true,
      address: '93.184.216.34',
    });
  });

  it('answers 400 for such a URL when saving, by default, and stores nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    expect(t.config.webhooks).toMatchObject({ allowInsecure: false, allowPrivate: false });
    for (const url of ['https://127.0.0.1/x', 'https://10.0.0.1/x', 'https://169.254.169.254/x', 'https://[::1]/x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { cookie: seller.cookie },
        payload: { url, events: ['order.completed'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain('private or reserved address');
    }
    const named = createWebhooksService({ db: t.db, rules: strict, resolve });
    await expect(
      named.create(seller.userId, { url: 'https://inside.example/x', events: ['order.completed'] }),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('checks again when sending: a name that now points inside gets nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    const service = createWebhooksService({ db: t.db, rules: strict, resolve });
    const { id } = await service.create(seller.userId, {
      url: 'https://public.example/x',
      events: ['order.completed'],
    });
    names['public.example'] = ['127.0.0.1'];
    try {
      await t.db.transaction((tx) => emitWebhookEvent(tx, seller.userId, 'order.completed', {}));
      const worker = createWebhookWorker({
        db: t.db,
        log: t.app.log,
        rules: strict,
        resolve,
        queueMail: t.app.mail.queue,
        concurrency: 1,
        batchSize: 1,
        pollMs: 0,
      });
      await worker.drain();
      const [delivery] = await t.db.select().from(webhookDeliveries);
      expect(delivery).toMatchObject({ endpointId: id, status: 'pending', attempts: 1, responseStatus: null });
      expect(delivery!.lastError).toContain('private or reserved address');
    } finally {
      names['public.example'] = ['93.184.216.34'];
    }
  });

  it('connects to the address it checked, not to a second lookup', async () => {
    const answer = await postWebhook(
      { url: `http://hooks.example:${receiver.port}/in`, headers: {}, body: '{}' },
      { allowInsecure: true, allowPrivate: true },
      resolve,
    );
    expect(answer).toMatchObject({ status: 200 });
    expect(receiver.received[0]).toMatchObject({ path: '/in', headers: { host: `hooks.example:${receiver.port}` } });
  });

  it('sends again on a new connection when the receiver dropped the kept-open one', async () => {
    // Answers the first request of each connection and drops the connection at its second.
    const served = new WeakSet<object>();
    const paths: string[] = [];
    const dropping = createServer((req, res) => {
      if (served.has(req.socket)) return void req.socket.destroy();
      served.add(req.socket);
      req.resume();
      req.on('end', () => {
        paths.push(req.url ?? '');
        res.end('ok');
      });
    });
    await new Promise<void>((done) => dropping.listen(0, '127.0.0.1', done));
    try {
      const { port } = dropping.address() as AddressInfo;
      const rules = { allowInsecure: true, allowPrivate: true };
      const post = (path: string) =>
        postWebhook({ url: `http://127.0.0.1:${port}${path}`, headers: {}, body: '{}' }, rules, resolve);
      expect(await post('/first')).toMatchObject({ status: 200 });
      expect(await post('/second')).toMatchObject({ status: 200 });
      expect(paths).toEqual(['/first', '/second']);
    } finally {
      dropping.closeAllConnections();
      await new Promise((done) => dropping.close(done));
    }
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    // Takes the connection and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    try {
      const { port } = silent.address() as AddressInfo;
      const answer = await postWebhook(
        { url: `http://127.0.0.1:${port}/slow`, headers: {}, body: '{}' },
        { allowInsecure: true, allowPrivate: true },
        resolve,
        200,
      );
      expect(answer.status).toBeUndefined();
      expect(answer.error).toBe('No answer within 0.2 s.');
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });
});
