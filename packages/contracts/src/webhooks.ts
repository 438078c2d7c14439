import { z } from 'zod';

/** The events a seller's endpoint can subscribe to, in the order the settings list them. */
export const webhookEventTypes = [
  'order.completed',
  'order.refunded',
  'refund.requested',
  'refund.disputed',
  'review.created',
  'listing.version.published',
  'listing.version.revoked',
  'scan.completed',
  'payout.completed',
  'payout.failed',
  'message.received',
  'question.created',
  'license.activated',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** Sent by "Send test event" only, whatever the endpoint subscribes to. */
export const webhookTestEventType = 'webhook.test';

/** Webhook retry schedule and limits (the constants table): waits after each failed attempt. */
export const webhookLimits = {
  timeoutMs: 10_000,
  retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
  secretOverlapMs: 24 * 60 * 60 * 1000,
  maxEndpoints: 20,
  responseStartChars: 500,
} as const;

export const webhookMessages = {
  badUrl: 'Enter a full URL such as https://example.com/hooks/agentsy.',
  notHttps: 'Webhook URLs must start with https://.',
  privateAddress: (host: string, address: string) =>
    `${host} points to ${address}, a private or reserved address. Webhooks only go to public addresses.`,
  unresolvable: (host: string) => `${host} could not be found. Check the address.`,
  noEvents: 'Choose at least one event.',
  tooMany: `You can have at most ${webhookLimits.maxEndpoints} webhooks.`,
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
} as const;

const urlSchema = z.string().trim().min(1, webhookMessages.badUrl).max(2000, webhookMessages.badUrl);
const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, webhookMessages.noEvents)
  .max(webhookEventTypes.length)
  .transform((events) => [...new Set(events)]);

export const createWebhookSchema = z
  .object({ url: urlSchema, events: eventsSchema, description: z.string().trim().max(200).optional() })
  .strict();
export type CreateWebhook = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({ url: urlSchema.optional(), events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .strict();
export type UpdateWebhook = z.infer<typeof updateWebhookSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why the endpoint was turned off by delivery (410, retries exhausted); null otherwise. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to create and rotate: the only time the secret is shown. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  /** The last attempt's HTTP status; null when none answered. */
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  /** The first characters of the last answer's body. */
  responseStart: z.string().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookParamsSchema = z.object({ id: z.string() });
export const webhookDeliveryParamsSchema = z.object({ id: z.string(), deliveryId: z.string() });
