import { followStateSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { FollowsService } from './follows.service';

const params = z.object({ id: z.string().min(1).max(100) });

export const registerFollowsRoutes = (root: FastifyInstance, follows: FollowsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params, response: { 200: followStateSchema } };

  app.post('/api/sellers/:id/follow', { schema, onRequest: requireUser }, (req) =>
    follows.follow({ followerId: req.user.id, sellerId: req.params.id }),
  );

  app.delete('/api/sellers/:id/follow', { schema, onRequest: requireUser }, (req) =>
    follows.unfollow({ followerId: req.user.id, sellerId: req.params.id }),
  );
};
