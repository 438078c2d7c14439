import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { MAX_BODY_MIB } from '../../scripts/cluster/nginx';
import { query } from './support/database';
import { demoAccount } from './support/demo-accounts';
import { createVisitor, fromAnotherProcess } from './support/visitor';

// A real WebM (one of the demo clips), so the upload passes the file-type check.
const WEBM = readFileSync(new URL('../../apps/server/src/db/demo/assets/inbox-zero-assistant.webm', import.meta.url));
const AGENT = Buffer.from(JSON.stringify({ name: 'Cluster checker', steps: ['read', 'reply'] }));

describe('behind nginx, any app process answers any request', () => {
  it('a session made on one process is honoured by the other', async () => {
    const seller = demoAccount('seller');
    const visitor = createVisitor();
    const signIn = await visitor.signIn(seller.email, seller.password);
    expect(signIn.upstream).toMatch(/^127\.0\.0\.1:\d+$/);

    const me = await fromAnotherProcess(signIn.upstream, () => visitor.get('/api/auth/user'));
    expect(me.status).toBe(200);
    expect(me.json<{ email: string }>().email).toBe(seller.email);
    expect(me.upstream).not.toBe(signIn.upstream);
  });

  it('the client address the app records is the one nginx saw, whatever X-Forwarded-For the client sent', async () => {
    const { email, password } = demoAccount('buyer');
    const userAgent = `cluster-test-${Date.now()}`;
    const signIn = await createVisitor().send('POST', '/api/auth/sign-in/email', {
      json: { email, password },
      headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': userAgent },
    });
    expect(signIn.status).toBe(200);
    // Appended instead of replaced, the forged address would be the one the app trusts.
    const [session] = await query<{ ip_address: string }>(
      'primary',
      'select ip_address from sessions where user_agent = $1',
      [userAgent],
    );
    expect(session?.ip_address).toBe('127.0.0.1');
  });

  it("every answer carries nginx's request id, and the metrics stay off the public edge", async () => {
    const visitor = createVisitor();
    const first = await visitor.get('/api/listings?limit=1');
    const second = await visitor.get('/api/listings?limit=1', { 'x-request-id': 'client-chosen-id' });
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    // The edge's id replaces whatever the client sent.
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect((await visitor.get('/metrics')).status).toBe(404);
  });

  it('round robin spreads requests over both processes, with no stickiness', async () => {
    const visitor = createVisitor();
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i += 1) upstreams.add((await visitor.get('/api/listings?limit=1')).upstream);
    expect(upstreams.size).toBe(2);
  });

  it('a listing uploaded through one process downloads, and its video seeks, through the other', async () => {
    const seller = createVisitor();
    const { email, password } = demoAccount('seller');
    await seller.signIn(email, password);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Cluster Upload Check',
      description: 'Uploaded through one app process, read through the other',
      price: '12.00',
      platform: 'python',
      useCase: 'productivity',
    })) {
      form.append(k, v);
    }
    form.append('file', new Blob([AGENT], { type: 'application/json' }), 'agent.json');
    form.append('video', new Blob([WEBM], { type: 'video/webm' }), 'clip.webm');
    const created = await seller.send('POST', '/api/listings', { body: form });
    expect(created.status, created.text).toBe(201);
    const listing = created.json<{ id: string; videoUrl: string }>();
    // Its file is checked first, by either process, within seconds; then it is for sale.
    await expect
      .poll(
        async () =>
          (await seller.get(`/api/listings/${listing.id}/versions/1.0.0/scan`)).json<{ status: string }>().status,
        {
          timeout: 30_000,
        },
      )
      .toBe('clean');

    // A buyer pays on whichever process, then downloads through the process that did not store it.
    const buyer = createVisitor();
    const b = demoAccount('buyer');
    await buyer.signIn(b.email, b.password);
    const intent = await buyer.post('/api/create-payment-intent', { listingId: listing.id });
    expect(intent.status, intent.text).toBe(200);
    const { clientSecret, paymentIntentId } = intent.json<{ clientSecret: string; paymentIntentId: string }>();
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };
    expect((await buyer.post('/api/payments/sandbox/confirm', { clientSecret, ...card })).status).toBe(200);
    const order = await buyer.post('/api/process-payment', { paymentIntentId, listingId: listing.id });
    expect(order.status, order.text).toBe(200);
    const { downloadUrl, downloadToken } = order.json<{ downloadUrl: string; downloadToken: string }>();

    const download = await fromAnotherProcess(created.upstream, () =>
      buyer.get(`${downloadUrl}?token=${encodeURIComponent(downloadToken)}`),
    );
    expect(download.status).toBe(200);
    expect(download.text).toBe(AGENT.toString());

    const range = await fromAnotherProcess(created.upstream, () =>
      seller.get(listing.videoUrl, { range: 'bytes=100-199' }),
    );
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${WEBM.length}`);
    expect(range.bytes.equals(WEBM.subarray(100, 200))).toBe(true);
  });

  it('refuses a body larger than any upload at nginx, before it reaches an app process', async () => {
    // Only the headers are sent: nginx answers from the declared length alone.
    const { status, upstream } = await new Promise<{ status: number; upstream: unknown }>((resolve, reject) => {
      const req = request(`${inject('clusterUrl')}/api/upload-video`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(MAX_BODY_MIB * 1024 * 1024 + 1),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, upstream: res.headers['x-agentsy-upstream'] });
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
    expect(upstream).toBeUndefined();
  });
});
