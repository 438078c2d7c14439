import { answerQuestionSchema, askQuestionSchema, hideQuestionSchema, questionSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminGuard, viewerOf } from '../../plugins/admin-guard';
import { requireUser } from '../../plugins/session';
import type { QuestionsService } from './questions.service';

const params = z.object({ id: z.string().max(100) });

export const registerQuestionsRoutes = (
  root: FastifyInstance,
  { questions, admin }: { questions: QuestionsService; admin: AdminGuard },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/listings/:id/questions', { schema: { params, response: { 200: z.array(questionSchema) } } }, (req) =>
    questions.list(req.params.id),
  );

  app.post(
    '/api/listings/:id/questions',
    { schema: { params, body: askQuestionSchema, response: { 201: questionSchema } }, onRequest: requireUser },
    async (req, reply) =>
      reply.status(201).send(await questions.ask({ askerId: req.user.id, listingId: req.params.id, input: req.body })),
  );

  app.post(
    '/api/questions/:id/answer',
    { schema: { params, body: answerQuestionSchema, response: { 200: questionSchema } }, onRequest: requireUser },
    (req) => questions.answer({ sellerId: req.user.id, questionId: req.params.id, input: req.body }),
  );

  app.post(
    '/api/admin/questions/:id/hide',
    { schema: { params, body: hideQuestionSchema }, onRequest: admin.requireAdmin },
    async (req, reply) => {
      await questions.hide({ actor: viewerOf(req), questionId: req.params.id, input: req.body });
      return reply.status(204).send();
    },
  );
};
