import { ADMIN_SYSTEM_ID, conversationMessages, type Participant } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPerson } from '../../lib/public-person';
import {
  type ConversationRow,
  findConversationOf,
  isoOf,
  type MessageRow,
  type ParticipantRow,
} from './conversations.repo';
import type { MessageMail } from './message-mail';

/** What sending and reading share: the service's dependencies and how rows are shown. */

export type ConversationsDeps = {
  db: Database;
  now?: () => Date;
  /** Mails recipients who are not reading live; see message-mail.ts. */
  messageMail?: MessageMail;
  /** The recipient's privacy switch "allow messaging"; off refuses new conversations, not old ones. */
  acceptsNewConversations?: (userId: string) => Promise<boolean>;
};

export const participantOf = (row: ParticipantRow): Participant => toPublicPerson(row);

export const messageOf = (row: MessageRow) => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  content: row.content,
  createdAt: isoOf(row.created_at),
  readAt: row.read_at ? isoOf(row.read_at) : null,
  isFromAdmin: row.is_from_admin,
});

export const conversationOf = (row: ConversationRow) => ({
  id: row.id,
  participantOne: row.participant_one,
  participantTwo: row.participant_two,
  lastMessageAt: isoOf(row.last_message_at),
});

export const notFound = () => new AppError('NOT_FOUND', { message: conversationMessages.conversationNotFound });

/** The accounts in a conversation, each of whom gets its live events; `admin-system` is not one. */
export const accountsIn = (conversation: ConversationRow) =>
  [conversation.participant_one, conversation.participant_two].filter((id) => id !== ADMIN_SYSTEM_ID);

/** A participant's conversation, or 404 for anyone else and for ids that name nothing. */
export const conversationOfUser = async (db: DbOrTx, conversationId: string, userId: string) => {
  const conversation = isUuid(conversationId) ? await findConversationOf(db, conversationId, userId) : undefined;
  if (!conversation) throw notFound();
  return conversation;
};
