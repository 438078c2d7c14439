import { contactSubmissionSchema, feedbackSchema, submissionCreatedSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FormsService } from './forms.service';

export const registerFormsRoutes = (root: FastifyInstance, forms: FormsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/forms/contact',
    {
      schema: { body: contactSubmissionSchema, response: { 201: submissionCreatedSchema } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = await req.sessionUser();
      return reply.status(201).send(await forms.submitContact({ userId: user?.id ?? null, form: req.body }));
    },
  );

  app.post(
    '/api/feedback',
    {
      schema: { body: feedbackSchema, response: { 201: submissionCreatedSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = await req.sessionUser();
      return reply.status(201).send(await forms.submitFeedback({ userId: user?.id ?? null, feedback: req.body }));
    },
  );
};
