import { mailKinds } from '@agentsy/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails waiting to go out. A row is written in the same transaction as the event it reports, so
 * a rolled-back purchase never mails a receipt; the sender job (jobs/mail-sender.ts) delivers it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient account; null for mails to an address with no account behind it. */
    userId: text('user_id'),
    toAddress: text('to_address').notNull(),
    kind: text('kind', { enum: mailKinds }).notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers, such as the one-click unsubscribe pair (RFC 8058). */
    headers: text('headers').notNull().default('{}'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a failed attempt pushes it out (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
