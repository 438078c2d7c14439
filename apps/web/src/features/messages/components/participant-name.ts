import { ADMIN_SYSTEM_ID, type ConversationItem, conversationMessages } from '@agentsy/contracts';
import { personName } from '@/lib/format';

/** The person on the other side of a conversation, as the list and the thread name them. */
export const otherSide = (item: ConversationItem, myId: string) => {
  const isOne = item.conversation.participantOne === myId;
  const id = isOne ? item.conversation.participantTwo : item.conversation.participantOne;
  const person = isOne ? item.participantTwo : item.participantOne;
  if (id === ADMIN_SYSTEM_ID) return { id, name: conversationMessages.supportTeam, imageUrl: null };
  return { id, name: person ? personName(person) : 'Former member', imageUrl: person?.profileImageUrl ?? null };
};
