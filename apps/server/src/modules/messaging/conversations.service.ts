import type { ConversationsDeps } from './conversation-views';
import { createConversationReading } from './read-conversations';
import { createMessageSending } from './send-message';

export type { ConversationsDeps } from './conversation-views';
export type { InSupportTransaction } from './send-message';

/** Conversations between users, and with the Support Team: sending (send-message.ts) and reading (read-conversations.ts). */
export const createConversationsService = (deps: ConversationsDeps) => ({
  ...createMessageSending(deps),
  ...createConversationReading(deps),
});

export type ConversationsService = ReturnType<typeof createConversationsService>;
