import { conversationMessages, type LiveEvent } from '@agentsy/contracts';
import { personName } from '@/lib/format';

const previewLength = 120;

/**
 * A system notification for a message that arrives while the tab is hidden (the
 * `browserNotifications` switch, docs/product.md#settings-and-notifications). Only when the user kept the switch on and the browser granted
 * permission; never for the user's own messages, and one per conversation at a time (`tag`).
 */
export const notifyOfHiddenMessage = (event: LiveEvent, { myId, enabled }: { myId: string; enabled: boolean }) => {
  if (event.type !== 'message' || !enabled) return false;
  const { message, sender } = event.item;
  if (message.senderId === myId || document.visibilityState !== 'hidden') return false;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const from = message.isFromAdmin ? conversationMessages.supportTeam : sender ? personName(sender) : 'Agentsy';
  const body = message.content.length > previewLength ? `${message.content.slice(0, previewLength)}…` : message.content;
  new Notification(`New message from ${from}`, { body, tag: event.conversationId });
  return true;
};
