import {
  conversationItemSchema,
  markReadResponseSchema,
  messageItemSchema,
  replyTimeSchema,
  sendMessageSchema,
  startConversationResponseSchema,
  startConversationSchema,
  unreadCountSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { ConversationsService } from './conversations.service';
import type { LiveEvents } from './live-events';

const conversationParams = z.object({ id: z.string().max(100) });
const userParams = z.object({ id: z.string().min(1).max(100) });
const lastEventIdSchema = z.coerce.number().int().nonnegative().optional().catch(undefined);

export const registerMessagingRoutes = (
  root: FastifyInstance,
  { conversations, liveEvents }: { conversations: ConversationsService; liveEvents: LiveEvents },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/conversations',
    { schema: { response: { 200: z.array(conversationItemSchema) } }, onRequest: requireUser },
    (req) => conversations.listConversations(req.user.id),
  );

  app.post(
    '/api/conversations',
    {
      schema: { body: startConversationSchema, response: { 200: startConversationResponseSchema } },
      onRequest: requireUser,
    },
    (req) => conversations.startConversation({ userId: req.user.id, ...req.body }),
  );

  app.get(
    '/api/conversations/:id/messages',
    { schema: { params: conversationParams, response: { 200: z.array(messageItemSchema) } }, onRequest: requireUser },
    (req) => conversations.listMessages({ userId: req.user.id, conversationId: req.params.id }),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: { params: conversationParams, body: sendMessageSchema, response: { 200: messageItemSchema } },
      onRequest: requireUser,
    },
    (req) =>
      conversations.sendMessage({ userId: req.user.id, conversationId: req.params.id, content: req.body.content }),
  );

  app.patch(
    '/api/conversations/:id/read',
    { schema: { params: conversationParams, response: { 200: markReadResponseSchema } }, onRequest: requireUser },
    (req) => conversations.markRead({ userId: req.user.id, conversationId: req.params.id }),
  );

  app.get(
    '/api/messages/unread-count',
    { schema: { response: { 200: unreadCountSchema } }, onRequest: requireUser },
    (req) => conversations.unreadCount(req.user.id),
  );

  app.get('/api/users/:id/reply-time', { schema: { params: userParams, response: { 200: replyTimeSchema } } }, (req) =>
    conversations.replyTime(req.params.id),
  );

  // Server-sent events: the reply is handed to the stream, which writes until the client leaves.
  app.get(
    '/api/events',
    { schema: { querystring: z.object({ lastEventId: z.string().max(30).optional() }) }, onRequest: requireUser },
    async (req, reply) => {
      const header = req.headers['last-event-id'];
      const lastEventId = lastEventIdSchema.parse(header ?? req.query.lastEventId);
      reply.hijack();
      try {
        await liveEvents.open(req.user.id, lastEventId, reply.raw);
      } catch (error) {
        req.log.error({ err: error }, 'could not open the event stream');
        reply.raw.destroy();
      }
    },
  );
};
