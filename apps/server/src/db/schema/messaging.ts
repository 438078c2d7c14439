import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One conversation per unordered pair of participants. `participantOne` is whoever started it;
 * `participantTwo` is an account or `admin-system` (a support conversation). Neither has a foreign
 * key: a closed account leaves its conversations to the other side, shown as a former member.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantOne: text('participant_one').notNull(),
    participantTwo: text('participant_two').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(
      sql`least(${t.participantOne}, ${t.participantTwo})`,
      sql`greatest(${t.participantOne}, ${t.participantTwo})`,
    ),
    index('conversations_participant_one_idx').on(t.participantOne),
    index('conversations_participant_two_idx').on(t.participantTwo),
    check('conversations_two_sides', sql`${t.participantOne} <> ${t.participantTwo}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** An account id, or `admin-system` for messages from the Support Team. */
    senderId: text('sender_id').notNull(),
    content: text('content').notNull(),
    isFromAdmin: boolean('is_from_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx').on(t.conversationId, t.senderId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * What each user's event stream carries, written in the transaction of the change it reports.
 * A reconnecting stream replays every row after its Last-Event-ID; rows older than the retention
 * are pruned.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);

/**
 * One row per open event stream, refreshed by its process while the stream lives. Any process
 * can then tell whether a user is reading live (a fresh row exists) before mailing them about a
 * message; rows of a process that died go stale and are ignored, then pruned.
 */
export const liveStreamPresence = pgTable(
  'live_stream_presence',
  {
    streamId: uuid('stream_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_stream_presence_user_idx').on(t.userId, t.seenAt)],
);

/** When a user was last mailed about new messages in a conversation: at most one mail an hour. */
export const messageMailNotices = pgTable(
  'message_mail_notices',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
