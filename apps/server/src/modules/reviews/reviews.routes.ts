import { createdReviewSchema, createReviewSchema, sellerReviewSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { ReviewsService } from './reviews.service';

export const registerReviewsRoutes = (root: FastifyInstance, reviews: ReviewsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/reviews',
    { schema: { body: createReviewSchema, response: { 201: createdReviewSchema } }, onRequest: requireUser },
    async (req, reply) =>
      reply.status(201).send(await reviews.createReview({ buyerId: req.user.id, request: req.body })),
  );

  app.get(
    '/api/reviews/seller/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: z.array(sellerReviewSchema) } } },
    async (req) => reviews.listSellerReviews(req.params.id, (await req.sessionUser()) ?? undefined),
  );
};
