import {
  type AdminConversation,
  type ConversationItem,
  type LiveEvent,
  limits,
  type MessageItem,
  type ReplyTime,
} from '@agentsy/contracts';
import {
  accountsIn,
  type ConversationsDeps,
  conversationOf,
  conversationOfUser,
  messageOf,
  participantOf,
} from './conversation-views';
import {
  countUnread,
  findParticipants,
  findReplyTimes,
  isoOf,
  listConversationsOf,
  listMessagesOf,
  listSupportConversations,
  markConversationRead,
} from './conversations.repo';
import { appendLiveEvents } from './live-events.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reading: the lists, a conversation's messages, marking them read, unread counts, reply times. */
export const createConversationReading = ({ db, now = () => new Date() }: ConversationsDeps) => ({
  /** Every support conversation with its user, for the admin Messages tab. */
  listSupportConversations: async (): Promise<AdminConversation[]> =>
    (await listSupportConversations(db)).map((r) => ({
      conversation: conversationOf(r),
      userId: r.user_id,
      user: r.email === null ? null : { ...participantOf({ ...r, id: r.user_id }), email: r.email },
      unreadCount: Number(r.unread_count),
      lastMessage:
        r.last_content !== null && r.last_sender_id !== null && r.last_created_at !== null
          ? { content: r.last_content, senderId: r.last_sender_id, createdAt: isoOf(r.last_created_at) }
          : null,
    })),

  listConversations: async (userId: string): Promise<ConversationItem[]> => {
    const rows = await listConversationsOf(db, userId);
    const ids = [...new Set(rows.flatMap((r) => [r.participant_one, r.participant_two]))];
    const people = new Map((await findParticipants(db, ids)).map((p) => [p.id, participantOf(p)]));
    return rows.map((r) => ({
      conversation: conversationOf(r),
      participantOne: people.get(r.participant_one) ?? null,
      participantTwo: people.get(r.participant_two) ?? null,
      unreadCount: Number(r.unread_count),
      lastMessage:
        r.last_content !== null && r.last_sender_id !== null && r.last_created_at !== null
          ? { content: r.last_content, senderId: r.last_sender_id, createdAt: isoOf(r.last_created_at) }
          : null,
    }));
  },

  listMessages: async ({
    userId,
    conversationId,
  }: {
    userId: string;
    conversationId: string;
  }): Promise<MessageItem[]> => {
    const conversation = await conversationOfUser(db, conversationId, userId);
    const rows = await listMessagesOf(db, conversation.id);
    const people = new Map((await findParticipants(db, accountsIn(conversation))).map((p) => [p.id, participantOf(p)]));
    return rows.map((r) => ({
      message: messageOf(r),
      sender: r.is_from_admin ? null : (people.get(r.sender_id) ?? null),
    }));
  },

  /** Marks the other side's messages read; both sides' streams hear of it when anything changed. */
  markRead: async ({ userId, conversationId }: { userId: string; conversationId: string }) => {
    const conversation = await conversationOfUser(db, conversationId, userId);
    const readAt = now();
    return db.transaction(async (tx) => {
      const marked = await markConversationRead(tx, conversation.id, userId, readAt);
      if (marked > 0) {
        const events = [];
        for (const to of accountsIn(conversation)) {
          const payload: LiveEvent = {
            type: 'read',
            conversationId: conversation.id,
            readerId: userId,
            readAt: readAt.toISOString(),
            unreadCount: await countUnread(tx, to),
          };
          events.push({ userId: to, payload });
        }
        await appendLiveEvents(tx, events);
      }
      return { conversationId: conversation.id, readAt: readAt.toISOString(), marked };
    });
  },

  unreadCount: async (userId: string) => ({ count: await countUnread(db, userId) }),

  /** Median first-answer time over the last 90 days; unknown until enough conversations were answered. */
  replyTime: async (sellerId: string): Promise<ReplyTime> => {
    const since = new Date(now().getTime() - limits.replyTimeWindowDays * DAY_MS);
    const { median_seconds, answered } = await findReplyTimes(db, sellerId, since);
    const known = answered >= limits.replyTimeMinConversations && median_seconds !== null;
    return { medianMinutes: known ? Math.round(Number(median_seconds) / 60) : null, answeredConversations: answered };
  },
});
