import { reviewReplyInputSchema, reviewReplySchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { ReviewRepliesService } from './review-replies.service';

const params = z.object({ id: z.string().max(100) });

export const registerReviewRepliesRoutes = (root: FastifyInstance, replies: ReviewRepliesService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/reviews/:id/reply',
    { schema: { params, body: reviewReplyInputSchema, response: { 201: reviewReplySchema } }, onRequest: requireUser },
    async (req, reply) =>
      reply
        .status(201)
        .send(await replies.reply({ sellerId: req.user.id, reviewId: req.params.id, content: req.body.content })),
  );

  app.patch(
    '/api/reviews/:id/reply',
    { schema: { params, body: reviewReplyInputSchema, response: { 200: reviewReplySchema } }, onRequest: requireUser },
    (req) => replies.editReply({ sellerId: req.user.id, reviewId: req.params.id, content: req.body.content }),
  );

  app.delete('/api/reviews/:id/reply', { schema: { params }, onRequest: requireUser }, async (req, reply) => {
    await replies.deleteReply({ sellerId: req.user.id, reviewId: req.params.id });
    return reply.status(204).send();
  });
};
