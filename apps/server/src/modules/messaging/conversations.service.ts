import {
  ADMIN_SYSTEM_ID,
  type AdminConversation,
  type ConversationItem,
  conversationMessages,
  type LiveEvent,
  limits,
  type MessageItem,
  type Participant,
  type ReplyTime,
} from '@agentsy/contracts';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPerson } from '../../lib/public-person';
import {
  type ConversationRow,
  countUnread,
  findConversationBetween,
  findConversationOf,
  findOrCreateConversation,
  findParticipant,
  findParticipants,
  findReplyTimes,
  insertMessage,
  isoOf,
  listConversationsOf,
  listMessagesOf,
  listSupportConversations,
  type MessageRow,
  markConversationRead,
  type ParticipantRow,
} from './conversations.repo';
import { appendLiveEvents } from './live-events.repo';
import type { MessageMail } from './message-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

const participantOf = (row: ParticipantRow): Participant => toPublicPerson(row);

const messageOf = (row: MessageRow) => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  content: row.content,
  createdAt: isoOf(row.created_at),
  readAt: row.read_at ? isoOf(row.read_at) : null,
  isFromAdmin: row.is_from_admin,
});

const conversationOf = (row: ConversationRow) => ({
  id: row.id,
  participantOne: row.participant_one,
  participantTwo: row.participant_two,
  lastMessageAt: isoOf(row.last_message_at),
});

const notFound = () => new AppError('NOT_FOUND', { message: conversationMessages.conversationNotFound });

/** The accounts in a conversation, each of whom gets its live events; `admin-system` is not one. */
const accountsIn = (conversation: ConversationRow) =>
  [conversation.participant_one, conversation.participant_two].filter((id) => id !== ADMIN_SYSTEM_ID);

type Deps = {
  db: Database;
  now?: () => Date;
  /** Mails recipients who are not reading live; see message-mail.ts. */
  messageMail?: MessageMail;
  /** The recipient's privacy switch "allow messaging"; off refuses new conversations, not old ones. */
  acceptsNewConversations?: (userId: string) => Promise<boolean>;
};

/** Work the caller does in the transaction that saves a support message, such as its audit entry. */
export type InSupportTransaction = (tx: Transaction, item: MessageItem, conversationId: string) => Promise<void>;

export const createConversationsService = ({
  db,
  now = () => new Date(),
  messageMail,
  acceptsNewConversations,
}: Deps) => {
  /** Saves a message and, in the same transaction, the live event each participant's stream replays. */
  const postMessage = async (
    tx: DbOrTx,
    conversation: ConversationRow,
    message: { senderId: string; content: string; isFromAdmin: boolean },
    sender: Participant | null,
  ): Promise<MessageItem> => {
    const row = await insertMessage(tx, { conversationId: conversation.id, ...message });
    const item = { message: messageOf(row), sender };
    const events = [];
    for (const userId of accountsIn(conversation)) {
      const payload: LiveEvent = {
        type: 'message',
        conversationId: conversation.id,
        item,
        unreadCount: await countUnread(tx, userId),
      };
      events.push({ userId, payload });
    }
    await appendLiveEvents(tx, events);
    const recipients = accountsIn(conversation).filter((id) => id !== message.senderId);
    await messageMail?.(tx, { conversationId: conversation.id, recipients, sender, content: message.content });
    return item;
  };

  /** A participant's conversation, or 404 for anyone else and for ids that name nothing. */
  const conversationOfUser = async (conversationId: string, userId: string) => {
    const conversation = isUuid(conversationId) ? await findConversationOf(db, conversationId, userId) : undefined;
    if (!conversation) throw notFound();
    return conversation;
  };

  const senderProfile = async (userId: string) => {
    const row = await findParticipant(db, userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return participantOf(row);
  };

  return {
    /** Starts a conversation, or adds to the one the two already have. */
    startConversation: async ({
      userId,
      participantId,
      content,
    }: {
      userId: string;
      participantId: string;
      content: string;
    }) => {
      if (participantId === userId) {
        throw new AppError('BAD_REQUEST', conversationMessages.cannotMessageYourself);
      }
      // Writing to the Support Team is allowed; writing as it is not (see postSupportMessage).
      if (participantId !== ADMIN_SYSTEM_ID && !(await findParticipant(db, participantId))) {
        throw new AppError('NOT_FOUND', { message: conversationMessages.userNotFound });
      }
      // The Support Team is always reachable; anyone else may have turned new conversations off.
      const refusesNew =
        participantId !== ADMIN_SYSTEM_ID &&
        acceptsNewConversations !== undefined &&
        !(await acceptsNewConversations(participantId)) &&
        !(await findConversationBetween(db, userId, participantId));
      if (refusesNew) throw new AppError('FORBIDDEN', conversationMessages.notAccepting);
      const sender = await senderProfile(userId);
      return db.transaction(async (tx) => {
        const conversation = await findOrCreateConversation(tx, userId, participantId);
        const item = await postMessage(tx, conversation, { senderId: userId, content, isFromAdmin: false }, sender);
        const lastMessageAt = item.message.createdAt;
        return { id: conversation.id, conversation: { ...conversationOf(conversation), lastMessageAt } };
      });
    },

    sendMessage: async ({
      userId,
      conversationId,
      content,
    }: {
      userId: string;
      conversationId: string;
      content: string;
    }) => {
      const conversation = await conversationOfUser(conversationId, userId);
      const sender = await senderProfile(userId);
      return db.transaction((tx) =>
        postMessage(tx, conversation, { senderId: userId, content, isFromAdmin: false }, sender),
      );
    },

    /**
     * A message from the Support Team into the user's `admin-system` conversation, created on first
     * use. Only the admin endpoints may call this; no user route can set `isFromAdmin`.
     */
    postSupportMessage: async ({
      userId,
      content,
      inTransaction,
    }: {
      userId: string;
      content: string;
      inTransaction?: InSupportTransaction;
    }) => {
      if (!(await findParticipant(db, userId))) {
        throw new AppError('NOT_FOUND', { message: conversationMessages.userNotFound });
      }
      return db.transaction(async (tx) => {
        const conversation = await findOrCreateConversation(tx, userId, ADMIN_SYSTEM_ID);
        const item = await postMessage(
          tx,
          conversation,
          { senderId: ADMIN_SYSTEM_ID, content, isFromAdmin: true },
          null,
        );
        await inTransaction?.(tx, item, conversation.id);
        return item;
      });
    },

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
      const conversation = await conversationOfUser(conversationId, userId);
      const rows = await listMessagesOf(db, conversation.id);
      const people = new Map(
        (await findParticipants(db, accountsIn(conversation))).map((p) => [p.id, participantOf(p)]),
      );
      return rows.map((r) => ({
        message: messageOf(r),
        sender: r.is_from_admin ? null : (people.get(r.sender_id) ?? null),
      }));
    },

    /** Marks the other side's messages read; both sides' streams hear of it when anything changed. */
    markRead: async ({ userId, conversationId }: { userId: string; conversationId: string }) => {
      const conversation = await conversationOfUser(conversationId, userId);
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
  };
};

export type ConversationsService = ReturnType<typeof createConversationsService>;
