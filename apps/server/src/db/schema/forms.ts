import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userAgent: text('user_agent'),
  referrer: text('referrer'),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin marked it handled in the dashboard's inbox. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    likes: text('likes').notNull(),
    dislikes: text('dislikes').notNull(),
    improvements: text('improvements').notNull(),
    pageUrl: text('page_url').notNull(),
    userRole: text('user_role').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin marked it handled in the dashboard's inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
);
