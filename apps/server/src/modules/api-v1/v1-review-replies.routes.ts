import { apiV1ErrorSchema, reviewReplyInputSchema, reviewReplySchema } from '@agentsy/contracts';
import type { FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewRepliesService } from '../reviews/review-replies.service';
import { requireToken } from '../tokens/require-token';
import type { V1Routes } from './register-api-v1';
import { deleted, v1Schema } from './v1-schema';

const tag = 'Review replies';
const scope = 'reviews:write';
const params = z.object({ id: z.string().max(100).meta({ description: 'The review id.' }) });
const errors = {
  403: apiV1ErrorSchema.describe(
    'The token lacks the scope (`INSUFFICIENT_SCOPE`), or the review is on a listing that is not yours (`FORBIDDEN`).',
  ),
  404: apiV1ErrorSchema.describe('No such review, or no reply of yours on it.'),
};

const doc = <S extends FastifySchema & { response?: Record<number, unknown> }>(summary: string, schema: S) => {
  const described = v1Schema(scope, { ...schema, summary, tag });
  return { ...described, response: { ...described.response, ...errors } };
};

/**
 * The seller's public reply to a review on one of their listings, by token: the same service as
 * /api/reviews/:id/reply, so the reviewer is told the same way and there is still one reply a review.
 */
export const v1ReviewRepliesRoutes =
  (replies: ReviewRepliesService): V1Routes =>
  (root) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const onRequest = requireToken(scope);
    const url = '/api/v1/reviews/:id/reply';

    app.post(
      url,
      {
        schema: doc('Reply to a review on your listing', {
          params,
          body: reviewReplyInputSchema,
          response: { 201: reviewReplySchema, 409: apiV1ErrorSchema.describe('The review already has your reply.') },
        }),
        onRequest,
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await replies.reply({ sellerId: req.user.id, reviewId: req.params.id, content: req.body.content })),
    );

    app.patch(
      url,
      {
        schema: doc('Edit your reply to a review', {
          params,
          body: reviewReplyInputSchema,
          response: { 200: reviewReplySchema },
        }),
        onRequest,
      },
      (req) => replies.editReply({ sellerId: req.user.id, reviewId: req.params.id, content: req.body.content }),
    );

    app.delete(
      url,
      { schema: doc('Delete your reply to a review', { params, response: { 204: deleted } }), onRequest },
      async (req, reply) => {
        await replies.deleteReply({ sellerId: req.user.id, reviewId: req.params.id });
        return reply.status(204).send(null);
      },
    );
  };
