import type { Participant } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import type { QueueMail } from '../mail/mail.service';
import { claimMessageMail, hasOpenStream } from './presence.repo';

/** Called in the transaction that saves a message, with who should hear of it. */
export type MessageMail = (
  tx: DbOrTx,
  message: { conversationId: string; recipients: string[]; sender: Participant | null; content: string },
) => Promise<void>;

const PREVIEW_MAX = 200;

const nameOf = (sender: Participant | null) => {
  if (!sender) return 'Support Team';
  const full = [sender.firstName, sender.lastName].filter(Boolean).join(' ');
  return sender.displayName || full || 'A member';
};

const previewOf = (content: string) =>
  content.length > PREVIEW_MAX ? `${content.slice(0, PREVIEW_MAX - 1)}…` : content;

/**
 * A recipient with no open event stream in any process gets one mail per conversation and hour;
 * someone reading live sees the message at once and needs none.
 */
export const createMessageMail =
  ({ queue, now = () => new Date() }: { queue: QueueMail; now?: () => Date }): MessageMail =>
  async (tx, { conversationId, recipients, sender, content }) => {
    for (const userId of recipients) {
      if (await hasOpenStream(tx, userId)) continue;
      if (!(await claimMessageMail(tx, conversationId, userId, now()))) continue;
      await queue(tx, {
        userId,
        template: 'newMessage',
        data: { senderName: nameOf(sender), preview: previewOf(content) },
      });
    }
  };
