import {
  notificationPageSchema,
  notificationParamsSchema,
  notificationReadResponseSchema,
  notificationsQuerySchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import type { NotificationsService } from './notifications.service';

/** The notifications center (spec part 3, section 8). */
export const registerNotificationsRoutes = (root: FastifyInstance, notifications: NotificationsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/notifications',
    {
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } },
      onRequest: requireUser,
    },
    (req) => notifications.list(req.user.id, req.query),
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      schema: { params: notificationParamsSchema, response: { 200: notificationReadResponseSchema } },
      onRequest: requireUser,
    },
    (req) => notifications.read(req.user.id, req.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: notificationReadResponseSchema } }, onRequest: requireUser },
    (req) => notifications.readAll(req.user.id),
  );
};
