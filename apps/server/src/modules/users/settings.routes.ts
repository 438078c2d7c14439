import {
  avatarResponseSchema,
  currentUserSchema,
  limits,
  notificationPreferencesSchema,
  privacyPreferencesSchema,
  updateNotificationPreferencesSchema,
  updatePrivacyPreferencesSchema,
} from '@agentsy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isBrokenUpload, unreadableForm } from '../../lib/broken-upload';
import { requireUser } from '../../plugins/session';
import type { AvatarService } from './avatar.service';
import type { UsersService } from './users.service';

type Services = { users: UsersService; avatars: AvatarService };

const avatarParams = z.object({ name: z.string().max(100) });

/** Settings: notifications, privacy and the avatar (docs/product.md, Settings); deleting the account is modules/account-deletion. */
export const registerSettingsRoutes = (root: FastifyInstance, { users, avatars }: Services) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users/notifications',
    { schema: { response: { 200: notificationPreferencesSchema } }, onRequest: requireUser },
    (req) => users.getNotifications(req.user.id),
  );
  app.patch(
    '/api/users/notifications',
    {
      schema: { body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
      onRequest: requireUser,
    },
    (req) => users.updateNotifications({ userId: req.user.id, patch: req.body }),
  );

  app.get(
    '/api/users/privacy',
    { schema: { response: { 200: privacyPreferencesSchema } }, onRequest: requireUser },
    (req) => users.getPrivacy(req.user.id),
  );
  app.patch(
    '/api/users/privacy',
    {
      schema: { body: updatePrivacyPreferencesSchema, response: { 200: privacyPreferencesSchema } },
      onRequest: requireUser,
    },
    (req) => users.updatePrivacy({ userId: req.user.id, patch: req.body }),
  );

  app.delete(
    '/api/users/avatar',
    { schema: { response: { 200: currentUserSchema } }, onRequest: requireUser },
    async (req) => {
      await avatars.removeAvatar({ userId: req.user.id });
      return users.getCurrentUser(req.user.id);
    },
  );

  /** Each avatar has a name of its own, so a replaced picture is a new address and may be cached for good. */
  app.get('/api/avatars/:name', { schema: { params: avatarParams }, compress: false }, async (req, reply) => {
    const avatar = await avatars.openAvatar(req.params.name);
    if (!avatar) throw new AppError('NOT_FOUND', { message: 'Picture not found.' });
    return reply
      .type('image/webp')
      .header('content-length', avatar.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(avatar.stream);
  });

  // Only the upload route parses multipart bodies (as the listing uploads do, in their own scope).
  root.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1000 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/users/avatar',
        { schema: { response: { 200: avatarResponseSchema } }, onRequest: requireUser },
        async (req) => {
          if (!req.isMultipart()) {
            throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the picture as multipart/form-data.' });
          }
          try {
            // One byte over our limit, so our own counter (with the spec's message) trips first.
            const file = await req.file({ limits: { fileSize: limits.avatarMaxBytes + 1 } });
            return await avatars.uploadAvatar({ userId: req.user.id, upload: file });
          } catch (error) {
            if (isBrokenUpload(error)) throw unreadableForm();
            throw error;
          }
        },
      );
  });
};
