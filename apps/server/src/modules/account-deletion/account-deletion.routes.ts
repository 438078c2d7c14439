import { deleteAccountSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import type { AccountDeletionService } from './account-deletion.service';

/** The Settings page's Delete Account (docs/product.md, Settings). */
export const registerAccountDeletionRoutes = (root: FastifyInstance, deletion: AccountDeletionService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/api/users/delete-account',
    { schema: { body: deleteAccountSchema }, onRequest: requireUser },
    async (req, reply) => {
      await deletion.deleteAccount({ userId: req.user.id, password: req.body.password });
      // The sessions are gone from the database; the browser's cookie goes too (any of its names).
      reply.clearCookie('agentsy.session_token', { path: '/' });
      reply.clearCookie('__Secure-agentsy.session_token', { path: '/', secure: true });
      reply.clearCookie('__Host-agentsy.session_token', { path: '/', secure: true });
      return reply.status(204).send();
    },
  );
};
