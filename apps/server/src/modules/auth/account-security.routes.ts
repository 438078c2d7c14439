import { changePasswordResponseSchema, changePasswordSchema, passwordMessages } from '@agentsy/contracts';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session';
import type { Auth } from './auth';
import { isWeakPasswordError } from './password-policy';

/**
 * The spec's password change. Better Auth checks the current password and, with
 * revokeOtherSessions, signs every other device out and hands this one a fresh session cookie.
 * The "password changed" mail is queued by the auth hooks (auth-mails.ts).
 */
export const registerAccountSecurityRoutes = (root: FastifyInstance, { auth }: { auth: Auth }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/users/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema } },
      onRequest: requireUser,
    },
    async (req, reply) => {
      const { currentPassword, newPassword } = req.body;
      // One transaction with the "password changed" mail the auth hooks queue.
      const changed = auth.runWithMails(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: fromNodeHeaders(req.headers),
          returnHeaders: true,
        }),
      );
      const { headers } = await changed.catch((error: unknown) => {
        if (isWeakPasswordError(error)) {
          throw new AppError('WEAK_PASSWORD', {
            title: passwordMessages.failed.title,
            fields: { newPassword: passwordMessages.tooCommon },
          });
        }
        if (error instanceof APIError && error.statusCode === 400) {
          throw new AppError('BAD_REQUEST', {
            title: passwordMessages.failed.title,
            message: passwordMessages.wrongCurrent,
          });
        }
        throw error;
      });
      const cookies = headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return { success: true as const };
    },
  );
};
