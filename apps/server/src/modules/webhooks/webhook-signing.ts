import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { EndpointRow } from './webhooks.repo';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The three Standard Webhooks headers of one attempt. While a rotated-out secret is still in its
 * overlap, the signature header carries a `v1,` signature by each secret, new one first.
 */
export const signedHeaders = (
  endpoint: Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>,
  { id, body, at }: { id: string; body: string; at: Date },
) => {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) {
    secrets.push(endpoint.previousSecret);
  }
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' '),
  };
};
