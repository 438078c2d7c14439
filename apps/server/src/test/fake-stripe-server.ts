import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
};

/** Form-encoded Stripe params, flat plus one level of brackets (metadata[key]). */
const parseForm = (body: string) => {
  const out: Record<string, string> & { metadata: Record<string, string> } = { metadata: {} } as never;
  for (const [k, v] of new URLSearchParams(body)) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) out.metadata[m[1]!] = v;
    else out[k] = v;
  }
  return out;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

export type FakeRefund = { id: string; object: 'refund'; payment_intent: string; amount: number; status: 'succeeded' };

/**
 * A stand-in for the few Stripe API calls checkout makes (create, retrieve, cancel and list
 * payment intents, refund one), so the real SDK can be exercised without the network.
 * `failRefunds` makes refunds answer 500, as an outage would.
 */
export const startFakeStripe = async () => {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const control = { failRefunds: false };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const form = parseForm(body);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency!,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: form.metadata,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return send(res, 200, intent);
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      if (control.failRefunds) return send(res, 500, { error: { type: 'api_error', message: 'Refunds are down' } });
      const key = String(req.headers['idempotency-key'] ?? '');
      const earlier = refundsByKey.get(key);
      if (earlier) return send(res, 200, earlier);
      const intent = intents.get(parseForm(body).payment_intent ?? '');
      if (intent?.status !== 'succeeded') {
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent was not charged' },
        });
      }
      const refund: FakeRefund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount,
        status: 'succeeded',
      };
      refunds.push(refund);
      refundsByKey.set(key, refund);
      return send(res, 200, refund);
    }
    if (req.method === 'GET' && (req.url ?? '').startsWith('/v1/payment_intents?')) {
      const query = new URLSearchParams((req.url ?? '').split('?')[1]);
      const since = Number(query.get('created[gte]') ?? 0);
      const data = [...intents.values()].filter((i) => i.created >= since);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/payment_intents' });
    }
    const cancel = /^\/v1\/payment_intents\/([^/?]+)\/cancel$/.exec(req.url ?? '');
    if (req.method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent)
        return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (intent.status === 'succeeded') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          },
        });
      }
      intent.status = 'canceled';
      return send(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const intent = intents.get(match[1]!);
      if (intent) return send(res, 200, intent);
      return send(res, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${match[1]}'`,
        },
      });
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    intents,
    refunds,
    control,
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
