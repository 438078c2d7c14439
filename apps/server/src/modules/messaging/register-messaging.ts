import type { FastifyInstance } from 'fastify';
import type { Database, Listen } from '../../db/client';
import { createConversationsService } from './conversations.service';
import { createLiveEvents, type LiveEventsOptions } from './live-events';
import { registerMessagingRoutes } from './messaging.routes';

type Deps = {
  db: Database;
  listen: Listen;
  live?: Pick<LiveEventsOptions, 'heartbeatMs' | 'maxBufferedBytes' | 'retentionMs'>;
};

/**
 * Conversations and the live event stream. Streams end in `preClose`, before the server waits for
 * open connections, so `app.close()` never hangs on a browser that keeps listening.
 */
export const registerMessagingModule = async (app: FastifyInstance, { db, listen, live }: Deps) => {
  const conversations = createConversationsService({ db });
  const liveEvents = createLiveEvents({ db, listen, log: app.log, ...live });
  await liveEvents.start();
  app.addHook('preClose', async () => {
    await liveEvents.close();
  });
  registerMessagingRoutes(app, { conversations, liveEvents });
  return { conversations, liveEvents };
};
