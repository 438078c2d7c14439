import type { FastifyInstance } from 'fastify';
import type { Database, Listen } from '../../db/client';
import type { QueueMail } from '../mail/mail.service';
import { createConversationsService } from './conversations.service';
import { createLiveEvents, type LiveEventsOptions } from './live-events';
import { createMessageMail } from './message-mail';
import { registerMessagingRoutes } from './messaging.routes';

type Deps = {
  db: Database;
  listen: Listen;
  live?: Pick<LiveEventsOptions, 'heartbeatMs' | 'maxBufferedBytes' | 'retentionMs'>;
  /** The outbox, for "new message" mails to recipients who are not reading live. */
  mail?: { queue: QueueMail };
  /** The users' privacy switch: whether someone accepts new conversations. */
  acceptsNewConversations?: (userId: string) => Promise<boolean>;
};

/**
 * Conversations and the live event stream. Streams end in `preClose`, before the server waits for
 * open connections, so `app.close()` never hangs on a browser that keeps listening.
 */
export const registerMessagingModule = async (
  app: FastifyInstance,
  { db, listen, live, mail, acceptsNewConversations }: Deps,
) => {
  const messageMail = mail ? createMessageMail({ queue: mail.queue }) : undefined;
  const conversations = createConversationsService({ db, messageMail, acceptsNewConversations });
  const liveEvents = createLiveEvents({ db, listen, log: app.log, ...live });
  await liveEvents.start();
  app.addHook('preClose', async () => {
    await liveEvents.close();
  });
  registerMessagingRoutes(app, { conversations, liveEvents });
  return { conversations, liveEvents };
};
