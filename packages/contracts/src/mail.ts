import { z } from 'zod';

/**
 * What a mail is about, which decides the switch that can stop it: security and receipt mails
 * always go out; order, seller and promotional mails follow the recipient's preferences.
 */
export const mailKinds = [
  'security',
  'receipt',
  'order',
  'seller',
  'message',
  'promotional',
  'product_update',
  'followed_seller',
] as const;
export const mailKindSchema = z.enum(mailKinds);
export type MailKind = z.infer<typeof mailKindSchema>;

/** The link every mail carries; the token names the user and the kind, signed by the server. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(512) });

/** A mail as the development outbox page lists it. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: mailKindSchema,
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const outboxMailListSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxMail = z.infer<typeof outboxMailSchema>;
