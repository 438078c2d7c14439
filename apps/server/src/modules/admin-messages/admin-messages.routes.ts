import {
  adminConversationListSchema,
  adminMessageSchema,
  adminUserListSchema,
  adminUserSearchQuerySchema,
  markReadResponseSchema,
  messageItemSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../../plugins/admin-guard';
import type { AdminMessagesService } from './admin-messages.service';

const conversationParams = z.object({ id: z.string().max(100) });

/** The admin dashboard's Messages tab (docs/product.md#admin). Every route is behind the admin guard. */
export const registerAdminMessagesRoutes = (
  root: FastifyInstance,
  { service, admin }: { service: AdminMessagesService; admin: Pick<AdminGuard, 'requireAdmin'> },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = admin.requireAdmin;

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUserSearchQuerySchema, response: { 200: adminUserListSchema } }, onRequest },
    (req) => service.searchUsers(req.query.search),
  );

  app.post(
    '/api/admin/messages',
    { schema: { body: adminMessageSchema, response: { 200: messageItemSchema } }, onRequest },
    (req) => service.send({ adminId: req.user.id, ...req.body }),
  );

  app.get('/api/admin/conversations', { schema: { response: { 200: adminConversationListSchema } }, onRequest }, () =>
    service.listConversations(),
  );

  app.get(
    '/api/admin/conversations/:id/messages',
    { schema: { params: conversationParams, response: { 200: z.array(messageItemSchema) } }, onRequest },
    (req) => service.listMessages(req.params.id),
  );

  app.patch(
    '/api/admin/conversations/:id/read',
    { schema: { params: conversationParams, response: { 200: markReadResponseSchema } }, onRequest },
    (req) => service.markRead(req.params.id),
  );
};
