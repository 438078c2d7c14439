import {
  ADMIN_SYSTEM_ID,
  conversationMessages,
  type LiveEvent,
  type MessageItem,
  type Participant,
} from '@agentsy/contracts';
import type { DbOrTx, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import {
  accountsIn,
  type ConversationsDeps,
  conversationOf,
  conversationOfUser,
  messageOf,
  participantOf,
} from './conversation-views';
import {
  type ConversationRow,
  countUnread,
  findConversationBetween,
  findOrCreateConversation,
  findParticipant,
  insertMessage,
} from './conversations.repo';
import { appendLiveEvents } from './live-events.repo';

/** Work the caller does in the transaction that saves a support message, such as its audit entry. */
export type InSupportTransaction = (tx: Transaction, item: MessageItem, conversationId: string) => Promise<void>;

/** Writing: a new conversation, a message in one, and the Support Team's messages. */
export const createMessageSending = ({ db, messageMail, acceptsNewConversations }: ConversationsDeps) => {
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
    // A recipient who is a seller with an endpoint for it hears of the message there too.
    for (const recipient of recipients) {
      await emitWebhookEvent(tx, recipient, 'message.received', {
        conversationId: conversation.id,
        messageId: row.id,
        senderId: message.senderId,
        content: message.content,
        createdAt: item.message.createdAt,
      });
    }
    return item;
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
      const conversation = await conversationOfUser(db, conversationId, userId);
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
  };
};
